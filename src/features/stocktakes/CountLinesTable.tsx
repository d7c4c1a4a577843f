import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatMoneyChange } from '../../lib/money';
import { COUNT_LINES_TEXT } from './count-lines-texts';
import { VARIANCE_VALUE_TEXT } from './variance-value-texts';
import { lineValueKind } from './variance-value';
import { formatVariance, varianceTone, type CountLine } from './stocktake-lines';

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
      header: VARIANCE_VALUE_TEXT.column,
      className: 'nowrap',
      cell: (line) => {
        const kind = lineValueKind(line);
        if (kind === 'unvalued')
          return <Badge tone="warning">{VARIANCE_VALUE_TEXT.unvalued}</Badge>;
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
  return (
    <>
      {open ? (
        <p className="field-hint count-lines-note">{COUNT_LINES_TEXT.keptAfterCount}</p>
      ) : null}
      <DataTable
        caption="Count lines"
        rows={lines}
        rowKey={(line) => line.ItemID}
        empty="No items in these item areas."
        columns={[
          { header: 'Item', cell: (line) => line.Name, primary: true },
          {
            header: 'Counted',
            className: 'nowrap',
            cell: (line) => (
              <span className="count-total">
                {line.total === null ? '—' : `${line.total} ${line.Unit}`}
                {line.pending.length > 0 ? <Badge tone="warning">Pending</Badge> : null}
              </span>
            ),
          },
          {
            header: 'Expected',
            className: 'nowrap',
            cell: (line) => `${line.Expected} ${line.Unit}`,
          },
          {
            header: 'Variance',
            className: 'nowrap',
            cell: (line) => (
              <Badge tone={varianceTone(line.variance)}>{formatVariance(line.variance)}</Badge>
            ),
          },
          ...moneyColumns(money),
          {
            header: 'Counts',
            cell: (line) => (
              <ul className="count-chips" aria-label={`Counts of ${line.Name}`}>
                {line.Counts.map((count) => (
                  <li key={count.CountId} className="count-chip">
                    <span>
                      {count.Quantity} · {count.CountedBy}
                    </span>
                    {open && count.CountedBy === userName ? (
                      <Button
                        variant="ghost"
                        aria-label={`Delete count ${count.Quantity} of ${line.Name}`}
                        onClick={() => onDeleteCount(count.CountId, line.Name)}
                      >
                        ×
                      </Button>
                    ) : null}
                  </li>
                ))}
                {line.pending.map((pending) => (
                  <li key={pending.entryId} className="count-chip count-chip-pending">
                    <span>{pending.quantity} · not sent</span>
                    <Button
                      variant="ghost"
                      aria-label={`Delete unsent count ${pending.quantity} of ${line.Name}`}
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
