import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { SCANNER_TEXT } from '../../contract/messages';
import { Button } from '../ui/Button';
import { CAMERA_MESSAGES, setTorch, torchSupported } from './camera';
import { createRepeatFilter } from './continuous';
import { readFeedback } from './feedback';
import type { ScanHandler, ScanOutcome } from './scan-outcome';
import { ScanNotice } from './ScanNotice';
import { useCameraScan } from './useCameraScan';
import './scanner.css';
import { useT, useTranslateMessage } from '../i18n';

export interface ScannerDialogProps {
  onRead: ScanHandler;
  onClose: () => void;
  /** Stays open after a read, counting them (receiving and order rows). */
  continuous?: boolean;
  /** 'Scan Barcode' in the reader's language unless given. */
  title?: string;
}

/**
 * The camera scanner: video with an aiming frame, camera choice, torch, beep and buzz on a
 * read. A single scan closes it once an item is taken; continuous mode stays until Done.
 */
export function ScannerDialog({ onRead, onClose, continuous = false, title }: ScannerDialogProps) {
  const titleId = useId();
  const t = useT();
  const message = useTranslateMessage();
  const panel = useRef<HTMLDivElement>(null);
  const [deviceId, setDeviceId] = useState<string | undefined>(undefined);
  const [torchOn, setTorchOn] = useState(false);
  const [last, setLast] = useState<ScanOutcome | null>(null);
  const [count, setCount] = useState(0);
  const [repeats] = useState(() => createRepeatFilter());
  const closed = useRef(false);

  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  const { video, camera } = useCameraScan(deviceId, (code) => {
    if (closed.current || !repeats.accept(code, performance.now())) return;
    readFeedback();
    const outcome = onRead(code);
    setLast(outcome);
    // A scan kept until the items load is taken: it picks by itself then.
    if (outcome.kind !== 'picked' && outcome.kind !== 'waiting') return;
    setCount((value) => value + 1);
    if (!continuous) {
      closed.current = true;
      close.current();
    }
  });

  useEffect(() => {
    const opener = document.activeElement;
    panel.current?.focus();
    // Capture on window: Escape closes this dialog only, not an edit dialog under it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const track = camera.status === 'scanning' ? camera.track : undefined;
  const cameras = camera.status === 'scanning' ? camera.cameras : [];
  const currentDevice = deviceId ?? track?.getSettings().deviceId ?? '';

  async function toggleTorch() {
    if (!track) return;
    const next = !torchOn;
    try {
      await setTorch(track, next);
      setTorchOn(next);
    } catch {
      setTorchOn(false);
    }
  }

  return createPortal(
    <div
      className="modal-backdrop scanner-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        className="modal scanner-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={panel}
      >
        <h2 id={titleId} className="modal-title">
          {title ?? t('scanner.title')}
        </h2>
        <div className="scanner-view">
          <video ref={video} className="scanner-video" muted playsInline autoPlay />
          <div className="scanner-aim" aria-hidden="true" />
          {camera.status === 'error' ? (
            <div className="scanner-problem" role="alert">
              {message(CAMERA_MESSAGES[camera.problem])}
            </div>
          ) : null}
        </div>
        <p className="scanner-hint" aria-live="polite">
          {camera.status === 'starting' ? message(SCANNER_TEXT.starting) : null}
          {camera.status === 'scanning' ? message(SCANNER_TEXT.aim) : null}
        </p>
        <ScanNotice outcome={last} />
        {continuous ? (
          <div className="scanner-tally" role="status">
            <span>
              {t('scanner.lastRead')} <strong>{last?.kind === 'picked' ? last.label : '—'}</strong>
            </span>
            <span className="scanner-count">{t('scanner.scannedCount', { count })}</span>
          </div>
        ) : null}
        <div className="scanner-controls">
          {cameras.length > 1 ? (
            <label className="scanner-camera">
              <span className="field-label">{t('scanner.camera')}</span>
              <select
                className="input"
                value={currentDevice}
                onChange={(event) => setDeviceId(event.target.value)}
              >
                {cameras.map((device, index) => (
                  <option key={device.deviceId} value={device.deviceId}>
                    {device.label ||
                      t('scanner.cameraNumber', { camera: t('scanner.camera'), number: index + 1 })}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {torchSupported(track) ? (
            <Button variant="secondary" aria-pressed={torchOn} onClick={() => void toggleTorch()}>
              {torchOn ? t('scanner.torchOff') : t('scanner.torchOn')}
            </Button>
          ) : null}
          <span className="spacer" />
          <Button variant={continuous ? 'primary' : 'secondary'} onClick={onClose}>
            {continuous ? t('scanner.done') : t('scanner.close')}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
