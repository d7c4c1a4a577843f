import type { ScanOutcome } from './scan-outcome';
import { UnknownBarcode } from './UnknownBarcode';
import './scanner.css';

/** Under a picker or list: the unknown code (with Add Item) or why a GS1 read was refused. */
export function ScanNotice({
  outcome,
  onDismiss,
}: {
  outcome: ScanOutcome | null;
  onDismiss?: () => void;
}) {
  if (outcome?.kind === 'unknown')
    return <UnknownBarcode code={outcome.code} onDismiss={onDismiss} />;
  if (outcome?.kind !== 'invalid') return null;
  return (
    <div className="scan-unknown" role="alert">
      <span className="scan-notice-text">{outcome.message}</span>
      {onDismiss ? (
        <span className="scan-unknown-actions">
          <button type="button" className="btn btn-ghost" aria-label="Dismiss" onClick={onDismiss}>
            ✕
          </button>
        </span>
      ) : null}
    </div>
  );
}
