import { Icon } from '../ui/Icon';
import { useInstallPrompt } from './hooks';
import './pwa.css';

/** The sidebar's 'Install app', shown only while the browser offers installation. */
export function InstallButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <button type="button" className="btn sidebar-install" onClick={() => void install()}>
      <Icon name="install" size={18} />
      Install app
    </button>
  );
}
