import { QUANTITY_SCALE } from '../../../contract/constants';
import type {
  Transfer,
  TransferLine,
  TransferReceiveBody,
} from '../../../contract/schemas/transfers';
import { parseQuantity } from '../../../contract/validation/values';
import { sumAmounts } from '../../lib/money';
import { formatQuantity } from '../../ui/format';
import { translate } from '../../i18n';
import { transferDetailText } from './texts';

/** What the receiving clerk typed per line (LineId → text), prefilled with what was sent. */
export type ReceiveEntry = Record<number, string>;

export function prefilledReceipt(transfer: Pick<Transfer, 'Lines'>): ReceiveEntry {
  return Object.fromEntries(transfer.Lines.map((line) => [line.LineId, String(line.Quantity)]));
}

/** One line's shortfall: booked as a transfer loss at the destination. */
export interface LineLoss {
  lineId: number;
  itemName: string;
  lost: number;
  /** What the lost units cost at the source; null when a lot had no cost or roles without money. */
  value: number | null;
}

export type ReceivePlan =
  | { ok: true; body: TransferReceiveBody; losses: LineLoss[]; lossValue: number | null }
  | { ok: false; messages: string[] };

/** A received quantity: 0, or above 0 with at most 3 decimals, as thousandths; else null. */
function receivedThousandths(text: string): number | null {
  const trimmed = text.trim();
  if (/^0+(\.0{0,3})?$/.test(trimmed)) return 0;
  return parseQuantity(trimmed);
}

const thousandthsOf = (quantity: number) => Math.round(quantity * QUANTITY_SCALE);

/**
 * The cost of what does not arrive. Lots arrive earliest expiry first up to the quantity
 * received (design), so the loss is the latest-expiring part: its units at their lots' cost.
 */
export function lossValueOf(
  line: Pick<TransferLine, 'Lots'>,
  lostThousandths: number,
): number | null {
  const latestFirst = [...line.Lots].sort((a, b) =>
    b.ExpirationDate.localeCompare(a.ExpirationDate),
  );
  let left = lostThousandths;
  const parts: number[] = [];
  for (const lot of latestFirst) {
    if (left <= 0) break;
    const taken = Math.min(left, thousandthsOf(lot.Quantity));
    left -= taken;
    if (lot.UnitCost === null) return null;
    parts.push((taken / QUANTITY_SCALE) * lot.UnitCost);
  }
  return sumAmounts(parts.map((part) => Math.round(part * 10_000) / 10_000));
}

/**
 * Checks the typed receipt as the server would (0 up to what was sent, 3 decimals) and gives
 * the body (every line named, so what is sent is what the clerk saw) and each line's shortfall,
 * shown as the loss before the clerk confirms.
 */
export function planReceipt(transfer: Pick<Transfer, 'Lines'>, typed: ReceiveEntry): ReceivePlan {
  const t = transferDetailText(translate);
  const messages: string[] = [];
  const losses: LineLoss[] = [];
  const lines: { lineId: number; receivedQuantity: string }[] = [];
  transfer.Lines.forEach((line, index) => {
    const text = typed[line.LineId] ?? String(line.Quantity);
    const received = receivedThousandths(text);
    const sent = thousandthsOf(line.Quantity);
    if (received === null) {
      messages.push(t.receivedInvalid(index + 1));
      return;
    }
    if (received > sent) {
      messages.push(t.moreThanSent(line.Item.Name, formatQuantity(line.Quantity)));
      return;
    }
    lines.push({ lineId: line.LineId, receivedQuantity: text.trim() });
    if (received < sent) {
      const lost = sent - received;
      losses.push({
        lineId: line.LineId,
        itemName: line.Item.Name,
        lost: lost / QUANTITY_SCALE,
        value: lossValueOf(line, lost),
      });
    }
  });
  if (messages.length > 0) return { ok: false, messages };
  const values = losses.map((loss) => loss.value);
  const lossValue = values.includes(null) ? null : sumAmounts(values as number[]);
  return { ok: true, body: { lines }, losses, lossValue };
}
