import { useState } from 'react';
import { Button } from '../ui/Button';
import { useUpdateAvailable } from './hooks';
import './pwa.css';

/** 'A new version is available' with Reload: the user chooses when (never mid-form by itself). */
export function UpdatePrompt() {
  const applyUpdate = useUpdateAvailable();
  const [reloading, setReloading] = useState(false);
  if (!applyUpdate) return null;
  return (
    <div className="update-prompt" role="status">
      <span>A new version is available.</span>
      <Button
        variant="primary"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          applyUpdate();
        }}
      >
        Reload
      </Button>
    </div>
  );
}
