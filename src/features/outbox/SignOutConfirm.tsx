import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { signOutWarning } from './outbox-text';

export interface SignOutConfirmProps {
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Sign Out with submissions still queued: warn first; they stay for this user. */
export function SignOutConfirm({ count, onConfirm, onCancel }: SignOutConfirmProps) {
  return (
    <ConfirmDialog
      title="Sign Out"
      message={signOutWarning(count)}
      confirmLabel="Sign Out anyway"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
