import type { PurchaseOrderStatus } from '../../contract/schemas/purchasing';
import type { StocktakeStatus } from '../../contract/schemas/stocktakes';
import type { TransferStatus } from '../../contract/schemas/transfers';
import type { MessageId } from '../i18n';

/**
 * Each record's status (the API's word) as its screens say it, by message id: one table for the
 * record's own screens and for the Activity log's changes (features do not import each other).
 */
export const ORDER_STATUS_ID: Readonly<Record<string, MessageId>> = {
  pending: 'orders.statusPending',
  fulfilled: 'orders.statusFulfilled',
  cancelled: 'orders.statusCancelled',
};

export const PO_STATUS_ID: Readonly<Record<PurchaseOrderStatus, MessageId>> = {
  draft: 'purchasing.statusDraft',
  awaiting_approval: 'approvals.status',
  sent: 'purchasing.statusSent',
  partial: 'purchasing.statusPartial',
  received: 'purchasing.statusReceived',
  cancelled: 'purchasing.statusCancelled',
};

export const TRANSFER_STATUS_ID: Readonly<Record<TransferStatus, MessageId>> = {
  in_transit: 'transfers.statusInTransit',
  received: 'transfers.statusReceived',
  cancelled: 'transfers.statusCancelled',
};

export const STOCKTAKE_STATUS_ID: Readonly<Record<StocktakeStatus, MessageId>> = {
  open: 'stocktakes.statusOpen',
  posted: 'stocktakes.statusPosted',
  cancelled: 'stocktakes.statusCancelled',
};

/** The tables above by the Activity log's entity names. */
export const STATUS_ID_BY_ENTITY: Readonly<Record<string, Readonly<Record<string, MessageId>>>> = {
  order: ORDER_STATUS_ID,
  'purchase-order': PO_STATUS_ID,
  transfer: TRANSFER_STATUS_ID,
  stocktake: STOCKTAKE_STATUS_ID,
};
