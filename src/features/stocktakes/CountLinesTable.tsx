import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatMoneyChange } from '../../lib/money';
import { translate, useT } from '../../i18n';
import { lineValueKind } from './variance-value';
import { formatVariance, varianceTone, type CountLine } from './stocktake-lines';
import { formatPlainQuantity } from '../../ui/format';

export interface CountLinesTableProps {
  lines: readonly CountLine[];
  /** Whose counts may be deleted (the signed-in user's), and only while open. */
  userName: string;
  open: boolean;
  onDeleteCount: (countId: number, itemName: string) => void;
  onDropPending: (entryId: string) => void;
  /** A posted stocktake seen by a role with page Valuation: each line's change in money. */
  money?: { currency: string | null };
}

/** The Variance Value column (design: Valuation), or none. */
function moneyColumns(money: CountLinesTableProps['money']): Column<CountLine>[] {
  if (!money) return [];
  return [
    {
      header: translate('stocktakes.varianceValueColumn'),
      className: 'nowrap',
      cell: (line) => {
        const kind = lineValueKind(line);
        if (kind === 'unvalued')
          return <Badge tone="warning">{translate('stocktakes.unvalued')}</Badge>;
        if (kind === 'none' || line.VarianceValue === null || line.VarianceValue === undefined) {
          return '—';
        }
        return formatMoneyChange(line.VarianceValue, money.currency);
      },
    },
  ];
}

/**
 * One line per item of the areas: counted (with this device's unsent counts), expected (the stock
 * at the item's first count), variance; while open, a sentence saying what posting keeps.
 */
export function CountLinesTable({
  lines,
  userName,
  open,
  onDeleteCount,
  onDropPending,
  money,
}: CountLinesTableProps) {
  const t = useT();
  return (
    <>
      {open ? (
        <p className="field-hint count-lines-note">{t('stocktakes.keptAfterCount')}</p>
      ) : null}
      <DataTable
        caption={t('stocktakes.linesCaption')}
        rows={lines}
        rowKey={(line) => line.ItemID}
        empty={t('stocktakes.noItems')}
        columns={[
          { header: t('stocktakes.item'), cell: (line) => line.Name, primary: true },
          {
            header: t('stocktakes.countedColumn'),
            className: 'nowrap',
            cell: (line) => (
              <span className="count-total">
                {line.total === null ? '—' : `${formatPlainQuantity(line.total)} ${line.Unit}`}
                {line.pending.length > 0 ? (
                  <Badge tone="warning">{t('stocktakes.pending')}</Badge>
                ) : null}
              </span>
            ),
          },
          {
            header: t('stocktakes.expected'),
            className: 'nowrap',
            cell: (line) => `${formatPlainQuantity(line.Expected)} ${line.Unit}`,
          },
          {
            header: t('stocktakes.variance'),
            className: 'nowrap',
            cell: (line) => (
              <Badge tone={varianceTone(line.variance)}>{formatVariance(line.variance)}</Badge>
            ),
          },
          ...moneyColumns(money),
          {
            header: t('stocktakes.counts'),
            cell: (line) => (
              <ul
                className="count-chips"
                aria-label={t('stocktakes.countsOf', { name: line.Name })}
              >
                {line.Counts.map((count) => (
                  <li key={count.CountId} className="count-chip">
                    <span>
                      {formatPlainQuantity(count.Quantity)} · {count.CountedBy}
                    </span>
                    {open && count.CountedBy === userName ? (
                      <Button
                        variant="ghost"
                        aria-label={t('stocktakes.deleteCount', {
                          quantity: formatPlainQuantity(count.Quantity),
                          name: line.Name,
                        })}
                        onClick={() => onDeleteCount(count.CountId, line.Name)}
                      >
                        ×
                      </Button>
                    ) : null}
                  </li>
                ))}
                {line.pending.map((pending) => (
                  <li key={pending.entryId} className="count-chip count-chip-pending">
                    <span>{t('stocktakes.notSent', { quantity: pending.quantity })}</span>
                    <Button
                      variant="ghost"
                      aria-label={t('stocktakes.deleteUnsent', {
                        quantity: pending.quantity,
                        name: line.Name,
                      })}
                      onClick={() => onDropPending(pending.entryId)}
                    >
                      ×
                    </Button>
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </>
  );
}
