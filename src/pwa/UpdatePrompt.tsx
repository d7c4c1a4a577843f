import { useState } from 'react';
import { Button } from '../ui/Button';
import { useUpdateAvailable } from './hooks';
import './pwa.css';
import { useT } from '../i18n';

/** 'A new version is available' with Reload: the user chooses when (never mid-form by itself). */
export function UpdatePrompt() {
  const applyUpdate = useUpdateAvailable();
  const t = useT();
  const [reloading, setReloading] = useState(false);
  if (!applyUpdate) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('offline.newVersion')}</span>
      <Button
        variant="primary"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          applyUpdate();
        }}
      >
        {t('offline.reload')}
      </Button>
    </div>
  );
}
