import { toMoneyOrNull } from '../../contract/money';
import { TRANSFER_NUMBER_PREFIX } from '../../contract/paths';
import type { Transfer, TransferLine, TransferStatus } from '../../contract/schemas/transfers';
import { toQuantity } from '../../contract/validation/values';
import type { DbOrTrx } from '../db/schema';
import { quantityOrNull, selectItemRows, toStockItem } from '../reference/item-rows';
import { valueOrNull } from '../valuation/amounts';

/** A transfer's head: its sites' and people's names joined. */
export function selectTransferHeads(db: DbOrTrx) {
  return db
    .selectFrom('transfers')
    .innerJoin('sites as from_site', 'from_site.id', 'transfers.from_site_id')
    .innerJoin('sites as to_site', 'to_site.id', 'transfers.to_site_id')
    .innerJoin('users as sender', 'sender.id', 'transfers.sent_by')
    .leftJoin('users as receiver', 'receiver.id', 'transfers.received_by')
    .leftJoin('users as canceller', 'canceller.id', 'transfers.cancelled_by')
    .select([
      'transfers.id',
      'transfers.transfer_number',
      'transfers.from_site_id',
      'from_site.name as from_site_name',
      'transfers.to_site_id',
      'to_site.name as to_site_name',
      'transfers.status',
      'transfers.note',
      'transfers.sent_at',
      'sender.name as sent_by_name',
      'transfers.received_at',
      'receiver.name as received_by_name',
      'transfers.cancelled_at',
      'canceller.name as cancelled_by_name',
      'transfers.cancel_reason',
    ]);
}

type HeadRow = Awaited<
  ReturnType<ReturnType<typeof selectTransferHeads>['executeTakeFirstOrThrow']>
>;

/** Each line with its nested item, lines in the order they were sent. */
function readLines(db: DbOrTrx, transferIds: number[]) {
  return selectItemRows(db)
    .innerJoin('transfer_lines', 'transfer_lines.item_id', 'items.id')
    .select([
      'transfer_lines.id as line_id',
      'transfer_lines.transfer_id',
      'transfer_lines.quantity',
      'transfer_lines.received_quantity',
      'transfer_lines.lost_quantity',
      'transfer_lines.lost_value',
    ])
    .where('transfer_lines.transfer_id', 'in', transferIds)
    .orderBy('transfer_lines.id')
    .execute();
}

/** Each line's source lots, earliest expiry first (the order receiving fills them in). */
function readLots(db: DbOrTrx, transferIds: number[]) {
  return db
    .selectFrom('transfer_lots')
    .innerJoin('transfer_lines', 'transfer_lines.id', 'transfer_lots.line_id')
    .select([
      'transfer_lots.line_id',
      'transfer_lots.expiration_date',
      'transfer_lots.quantity',
      'transfer_lots.unit_cost',
      'transfer_lots.cost',
    ])
    .where('transfer_lines.transfer_id', 'in', transferIds)
    .orderBy('transfer_lots.line_id')
    .orderBy('transfer_lots.expiration_date')
    .orderBy('transfer_lots.id')
    .execute();
}

function toTransfer(head: HeadRow, lines: TransferLine[], value: bigint | null): Transfer {
  return {
    TransferId: head.id,
    TransferNumber: head.transfer_number ?? '',
    FromSiteID: head.from_site_id,
    FromSite: { Name: head.from_site_name },
    ToSiteID: head.to_site_id,
    ToSite: { Name: head.to_site_name },
    Status: head.status as TransferStatus,
    Note: head.note,
    SentAt: head.sent_at,
    SentBy: head.sent_by_name,
    ReceivedAt: head.received_at,
    ReceivedBy: head.received_by_name,
    CancelledAt: head.cancelled_at,
    CancelledBy: head.cancelled_by_name,
    CancelReason: head.cancel_reason,
    Value: toMoneyOrNull(value),
    Lines: lines,
  };
}

/** The transfers' whole shapes, in the heads' order: three queries for any number. */
export async function toTransfers(db: DbOrTrx, heads: readonly HeadRow[]): Promise<Transfer[]> {
  if (heads.length === 0) return [];
  const ids = heads.map((head) => head.id);
  const [lines, lots] = await Promise.all([readLines(db, ids), readLots(db, ids)]);
  const lotsOf = new Map<number, typeof lots>();
  for (const lot of lots) {
    const list = lotsOf.get(lot.line_id) ?? [];
    list.push(lot);
    lotsOf.set(lot.line_id, list);
  }
  const linesOf = new Map<number, TransferLine[]>();
  const values = new Map<number, { value: bigint; valued: bigint }>();
  for (const line of lines) {
    const lineLots = lotsOf.get(line.line_id) ?? [];
    const sum = values.get(line.transfer_id) ?? { value: 0n, valued: 0n };
    for (const lot of lineLots) {
      if (lot.cost === null) continue;
      sum.value += BigInt(lot.cost);
      sum.valued += BigInt(lot.quantity);
    }
    values.set(line.transfer_id, sum);
    const list = linesOf.get(line.transfer_id) ?? [];
    list.push({
      LineId: line.line_id,
      ItemID: line.item_id,
      Item: toStockItem(line),
      Quantity: toQuantity(line.quantity),
      ReceivedQuantity: quantityOrNull(line.received_quantity),
      LostQuantity: quantityOrNull(line.lost_quantity),
      LostValue: toMoneyOrNull(line.lost_value),
      Lots: lineLots.map((lot) => ({
        ExpirationDate: lot.expiration_date,
        Quantity: toQuantity(lot.quantity),
        UnitCost: toMoneyOrNull(lot.unit_cost),
      })),
    });
    linesOf.set(line.transfer_id, list);
  }
  return heads.map((head) => {
    const sum = values.get(head.id) ?? { value: 0n, valued: 0n };
    return toTransfer(head, linesOf.get(head.id) ?? [], valueOrNull(sum.value, sum.valued));
  });
}

/** One transfer's whole shape, or undefined. */
export async function readTransfer(db: DbOrTrx, id: number): Promise<Transfer | undefined> {
  const head = await selectTransferHeads(db).where('transfers.id', '=', id).executeTakeFirst();
  if (!head) return undefined;
  const [transfer] = await toTransfers(db, [head]);
  return transfer;
}

/** "TR-" and the id in 6 digits (more digits past 999,999). */
export function transferNumber(id: number): string {
  return TRANSFER_NUMBER_PREFIX + String(id).padStart(6, '0');
}
