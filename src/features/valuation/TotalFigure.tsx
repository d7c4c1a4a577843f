import { formatMoney } from '../../lib/money';
import { formatQuantity } from '../../ui/format';
import { useT } from '../../i18n';

export interface TotalFigureProps {
  label: string;
  total: number | null;
  currency: string | null;
  /** Quantity with no known cost, counted apart: said under the total when above zero. */
  unvaluedQuantity: number;
  /** Under the figure, e.g. the period it covers. */
  note?: string;
}

/** A report's headline: its total in the currency, and the unvalued part said plainly. */
export function TotalFigure({ label, total, currency, unvaluedQuantity, note }: TotalFigureProps) {
  const t = useT();
  return (
    <section className="card valuation-total" aria-label={label}>
      <span className="valuation-total-label">{label}</span>
      <span className="valuation-total-value" data-testid="valuation-total">
        {total === null ? '—' : formatMoney(total, currency)}
      </span>
      {note ? <span className="valuation-total-note">{note}</span> : null}
      {unvaluedQuantity > 0 ? (
        <span className="valuation-total-unvalued">
          {t('valuation.unvaluedNote', { quantity: formatQuantity(unvaluedQuantity) })}
        </span>
      ) : null}
    </section>
  );
}
