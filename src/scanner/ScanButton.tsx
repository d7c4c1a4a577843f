import { useEffect, useState } from 'react';
import { SCANNER_TEXT } from '../../contract/messages';
import { Button } from '../ui/Button';
import { warmDecoderWhenIdle } from './decoder';
import { primeFeedback } from './feedback';
import type { ScanHandler } from './scan-outcome';
import { ScannerDialog } from './ScannerDialog';
import './scanner.css';

export interface ScanButtonProps {
  onRead: ScanHandler;
  continuous?: boolean;
  /** The accessible name when 'Scan' alone would be ambiguous. */
  ariaLabel?: string;
  disabled?: boolean;
}

function CameraIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 7V5a2 2 0 0 1 2-2h2M17 3h2a2 2 0 0 1 2 2v2M21 17v2a2 2 0 0 1-2 2h-2M7 21H5a2 2 0 0 1-2-2v-2M7 8v8M10 8v8M13 8v8M17 8v8" />
    </svg>
  );
}

/** A 'Scan' button that opens the camera scanner (design: Scanning). */
export function ScanButton({ onRead, continuous = false, ariaLabel, disabled }: ScanButtonProps) {
  const [open, setOpen] = useState(false);
  // A screen with a Scan button is likely to scan: start the decoder once the page is idle.
  useEffect(() => warmDecoderWhenIdle(), []);
  return (
    <>
      <Button
        variant="secondary"
        className="scan-button"
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={() => {
          primeFeedback();
          setOpen(true);
        }}
      >
        <CameraIcon />
        {SCANNER_TEXT.scan}
      </Button>
      {open ? (
        <ScannerDialog onRead={onRead} continuous={continuous} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
