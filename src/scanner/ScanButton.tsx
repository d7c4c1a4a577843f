import { useEffect, useState } from 'react';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { warmDecoderWhenIdle } from './decoder';
import { primeFeedback } from './feedback';
import type { ScanHandler } from './scan-outcome';
import { ScannerDialog } from './ScannerDialog';
import './scanner.css';
import { useT } from '../i18n';

export interface ScanButtonProps {
  onRead: ScanHandler;
  continuous?: boolean;
  /** The accessible name when 'Scan' alone would be ambiguous. */
  ariaLabel?: string;
  disabled?: boolean;
}

/** A 'Scan' button that opens the camera scanner (design: Scanning). */
export function ScanButton({ onRead, continuous = false, ariaLabel, disabled }: ScanButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // A screen with a Scan button is likely to scan: start the decoder once the page is idle.
  useEffect(() => warmDecoderWhenIdle(), []);
  return (
    <>
      <Button
        variant="secondary"
        className="scan-button"
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => {
          primeFeedback();
          setOpen(true);
        }}
      >
        <Icon name="scan" size={20} />
        {t('scanner.scan')}
      </Button>
      {open ? (
        <ScannerDialog onRead={onRead} continuous={continuous} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
