import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { signOutWarning } from './outbox-text';
import { useT } from '../../i18n';

export interface SignOutConfirmProps {
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Sign Out with submissions still queued: warn first; they stay for this user. */
export function SignOutConfirm({ count, onConfirm, onCancel }: SignOutConfirmProps) {
  // Subscribes to the language: signOutWarning translates outside React.
  const t = useT();
  return (
    <ConfirmDialog
      title={t('app.signOut')}
      message={signOutWarning(count)}
      confirmLabel={t('outbox.signOutAnyway')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
