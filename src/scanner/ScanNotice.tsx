import { SCANNER_TEXT } from '../../contract/messages';
import type { ScanOutcome } from './scan-outcome';
import { UnknownBarcode } from './UnknownBarcode';
import './scanner.css';
import { useT, useTranslateMessage } from '../i18n';

/**
 * Under a picker or list: the unknown code (with Add Item), why a GS1 read was refused, or that a
 * scan waits for the items to load.
 */
export function ScanNotice({
  outcome,
  onDismiss,
}: {
  outcome: ScanOutcome | null;
  onDismiss?: () => void;
}) {
  const t = useT();
  const message = useTranslateMessage();
  if (outcome?.kind === 'unknown')
    return <UnknownBarcode code={outcome.code} onDismiss={onDismiss} />;
  // Not an alert: the scan acts by itself once the items are there.
  if (outcome?.kind === 'waiting')
    return (
      <div className="scan-unknown scan-waiting" role="status">
        <span className="scan-notice-text">{message(SCANNER_TEXT.itemsLoading(outcome.code))}</span>
      </div>
    );
  if (outcome?.kind !== 'invalid') return null;
  return (
    <div className="scan-unknown" role="alert">
      <span className="scan-notice-text">{message(outcome.message)}</span>
      {onDismiss ? (
        <span className="scan-unknown-actions">
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={t('scanner.dismiss')}
            onClick={onDismiss}
          >
            ✕
          </button>
        </span>
      ) : null}
    </div>
  );
}
