import { useInstallPrompt } from './hooks';
import './pwa.css';

/** The sidebar's 'Install app', shown only while the browser offers installation. */
export function InstallButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <button type="button" className="btn sidebar-install" onClick={() => void install()}>
      <svg
        width={18}
        height={18}
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
      </svg>
      Install app
    </button>
  );
}
