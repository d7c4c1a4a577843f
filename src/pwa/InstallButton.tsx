import { Icon } from '../ui/Icon';
import { useInstallPrompt } from './hooks';
import './pwa.css';
import { useT } from '../i18n';

/** The sidebar's 'Install app', shown only while the browser offers installation. */
export function InstallButton() {
  const { canInstall, install } = useInstallPrompt();
  const t = useT();
  if (!canInstall) return null;
  return (
    <button type="button" className="btn sidebar-install" onClick={() => void install()}>
      <Icon name="install" size={18} />
      {t('offline.installApp')}
    </button>
  );
}
