import type { ReceivedItem } from '../../contract/schemas/stock';
import { toQuantity } from '../../contract/validation/values';
import { toMoneyOrNull } from '../../contract/money';
import type { DbOrTrx } from '../db/schema';
import { selectItemRows, toStockItem, type ItemJoinRow } from '../reference/item-rows';

/** Lots with their item, supplier and receiving user: the one query every received list reads. */
export function selectLotRows(db: DbOrTrx) {
  return selectItemRows(db)
    .innerJoin('lots', 'lots.item_id', 'items.id')
    .innerJoin('suppliers', 'suppliers.id', 'lots.supplier_id')
    .innerJoin('users', 'users.id', 'lots.received_by')
    .select([
      'lots.id as lot_id',
      'lots.po_id as lot_po_id',
      'lots.quantity as lot_quantity',
      'lots.remaining as lot_remaining',
      'lots.expiration_date as lot_expiration_date',
      'lots.received_at as lot_received_at',
      'lots.received_by as lot_received_by',
      'lots.status as lot_status',
      'lots.supplier_id as lot_supplier_id',
      'lots.unit_cost as lot_unit_cost',
      'suppliers.name as supplier_name',
      // Soft-deleted users keep their row, so history keeps their names.
      'users.name as user_name',
    ]);
}

export type LotJoinRow = Awaited<
  ReturnType<ReturnType<typeof selectLotRows>['executeTakeFirstOrThrow']>
>;

export function toReceivedItem(row: LotJoinRow): ReceivedItem {
  return toReceivedLot(row, row);
}

/** A lot's fields beside its item's: a delivery's answer joins them in memory. */
export type LotOwnFields = Omit<LotJoinRow, keyof ItemJoinRow>;

/**
 * A received lot from its own fields and its item's row, given apart: merging them into one
 * object first (a 32-field spread per lot) cost a delivery more than the rest of its answer.
 */
export function toReceivedLot(row: LotOwnFields, item: ItemJoinRow): ReceivedItem {
  return {
    ID: row.lot_id,
    PoId: row.lot_po_id,
    Quantity: toQuantity(row.lot_quantity),
    RemainingQuantity: toQuantity(row.lot_remaining),
    ExpirationDate: row.lot_expiration_date,
    ReceivedAt: row.lot_received_at,
    ReceivedBy: row.lot_received_by,
    Status: row.lot_status,
    UnitCost: toMoneyOrNull(row.lot_unit_cost),
    ItemID: item.item_id,
    Item: toStockItem(item),
    SupplierID: row.lot_supplier_id,
    Supplier: { Name: row.supplier_name },
    User: { Name: row.user_name },
  };
}
