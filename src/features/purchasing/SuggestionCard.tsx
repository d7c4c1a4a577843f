import { Button } from '../../ui/Button';
import { explainSuggestion } from './packs';
import { PackQuantityField } from '../../ui/PackQuantityField';
import { formatCost } from './po-status';
import type { EditedLine, SuggestionGroup } from './suggested-orders';
import { useT } from '../../i18n';
import { suggestionText } from './texts';

export interface SuggestionCardProps {
  group: SuggestionGroup;
  lines: readonly EditedLine[];
  estimate: string;
  /** Said above Create when the order will wait for an Administrator's approval (issue 35). */
  notice?: string | null;
  busy: boolean;
  onQuantity: (itemId: number, quantity: string) => void;
  onRemove: (itemId: number) => void;
  onCreate: () => void;
}

/** One supplier's suggested lines, each with why, editable and removable; "Create draft order". */
export function SuggestionCard({
  group,
  lines,
  estimate,
  notice = null,
  busy,
  onQuantity,
  onRemove,
  onCreate,
}: SuggestionCardProps) {
  const t = suggestionText(useT());
  const name = group.Supplier?.Name ?? t.noSupplier;
  const headingId = `suggestion-${group.SupplierID ?? 0}`;
  return (
    <article className="card suggestion-card" aria-labelledby={headingId}>
      <header className="suggestion-head">
        <h2 id={headingId}>{name}</h2>
        <span className="po-muted">{t.lines(lines.length)}</span>
      </header>
      {group.SupplierID === null ? <p className="po-muted">{t.noSupplierHint}</p> : null}
      {lines.length === 0 ? <p className="po-muted">{t.removed}</p> : null}
      <ul className="suggestion-lines">
        {lines.map(({ line, quantity }) => {
          const unit = line.Unit;
          const figures: [string, string][] = [
            [t.columns.onHand, `${line.OnHand}`],
            [t.columns.onOrder, `${line.OnOrder}`],
            [t.columns.reorderPoint, `${line.ReorderPoint}`],
            [t.columns.par, line.ParLevel === null ? '—' : `${line.ParLevel}`],
            [t.columns.lastCost, formatCost(line.UnitCost)],
          ];
          return (
            <li key={line.ItemID} className="suggestion-line">
              <div className="suggestion-line-head">
                <strong>{line.Name}</strong>
                <span className="po-muted">{unit}</span>
              </div>
              <p className="suggestion-why">{explainSuggestion(line)}</p>
              <dl className="suggestion-figures">
                {figures.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="suggestion-order">
                <PackQuantityField
                  label={t.columns.order}
                  item={{ packSize: line.PackSize, packName: line.PackName, unit }}
                  value={quantity}
                  onChange={(value) => onQuantity(line.ItemID, value)}
                  numberProps={{ min: '0.001' }}
                />
                <Button
                  variant="ghost"
                  className="suggestion-remove"
                  aria-label={t.remove(line.Name)}
                  onClick={() => onRemove(line.ItemID)}
                >
                  ✕
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {notice ? (
        <p className="po-approval suggestion-approval" role="note">
          {notice}
        </p>
      ) : null}
      <footer className="suggestion-foot">
        <span>
          {t.estimate}: <strong>{estimate}</strong>
        </span>
        <Button
          disabled={busy || group.SupplierID === null || lines.length === 0}
          onClick={onCreate}
        >
          {busy ? t.creating : t.create}
        </Button>
      </footer>
    </article>
  );
}
