import {
  ENDPOINTS,
  PURCHASING_ENDPOINTS,
  STOCKTAKE_ENDPOINTS,
  TRANSFER_ENDPOINTS,
} from '../../../contract/paths';
import type { OrderCreateBody } from '../../../contract/schemas/orders';
import type { PurchaseOrderBody } from '../../../contract/schemas/purchasing';
import type {
  PoReceiveBody,
  ReasonBody,
  ReceiveBody,
  WasteBody,
} from '../../../contract/schemas/stock';
import type { StocktakeBody, StocktakeCountBody } from '../../../contract/schemas/stocktakes';
import type {
  TransferBody,
  TransferCancelBody,
  TransferReceiveBody,
} from '../../../contract/schemas/transfers';
import type { ListKind } from '../../../contract/lists';
import { listRouteOfKind, ROUTES } from '../../lib/routes';

/**
 * The one table of outbox kinds: where each is sent, how, and the form that corrects a refused
 * one. The list that shows it while it waits (and reloads once it is sent) is named in
 * contract/lists.ts, its screen in lib/routes.ts (LIST_ROUTES). Forms, the
 * pending panel, the list screens and the service worker's transport all read it; nothing else
 * spells a kind's path or method. No React and no Dexie here, so the worker imports it cheaply.
 */
export type OutboxMethod = 'POST' | 'PUT' | 'DELETE';

export interface OutboxKindSpec {
  method: OutboxMethod;
  /** The API path relative to the API root, from the ids the submission names. */
  path: (...ids: number[]) => string;
  /** The form a refused entry opens in, filled in; null: it is discarded and made again. */
  form: string | null;
}

/** Keyed by the kinds contract/lists.ts names: a kind no list names, or one missing, fails here. */
export const OUTBOX_KINDS = {
  receive: {
    method: 'POST',
    path: () => ENDPOINTS.receiveItems,
    form: ROUTES.receivedItemCreate,
  },
  'po-receive': {
    method: 'POST',
    path: () => ENDPOINTS.poReceiveItems,
    form: ROUTES.poItemCreate,
  },
  waste: {
    method: 'POST',
    path: () => ENDPOINTS.wasteItems,
    form: ROUTES.wasteReportCreate,
  },
  order: {
    method: 'POST',
    path: () => ENDPOINTS.orderItems,
    form: ROUTES.orderCreate,
  },
  stocktake: {
    method: 'POST',
    path: () => STOCKTAKE_ENDPOINTS.stocktakes,
    form: null,
  },
  // A refused count is discarded and counted again on the count screen, which shows its message.
  'stocktake-count': {
    method: 'POST',
    path: (stocktakeId: number) => STOCKTAKE_ENDPOINTS.stocktakeCounts(stocktakeId),
    form: null,
  },
  'stocktake-count-delete': {
    method: 'DELETE',
    path: (stocktakeId: number, countId: number) =>
      STOCKTAKE_ENDPOINTS.stocktakeCount(stocktakeId, countId),
    form: null,
  },
  // Purchasing (design: Purchasing). A refused edit, send or cancel is made again on the order's
  // screen, which shows the server's message; a refused new order opens in its form.
  'purchase-order': {
    method: 'POST',
    path: () => PURCHASING_ENDPOINTS.purchaseOrders,
    form: ROUTES.purchaseOrderCreate,
  },
  'purchase-order-edit': {
    method: 'PUT',
    path: (orderId: number) => PURCHASING_ENDPOINTS.purchaseOrder(orderId),
    form: null,
  },
  'purchase-order-send': {
    method: 'POST',
    path: (orderId: number) => PURCHASING_ENDPOINTS.purchaseOrderAction(orderId, 'send'),
    form: null,
  },
  'purchase-order-cancel': {
    method: 'POST',
    path: (orderId: number) => PURCHASING_ENDPOINTS.purchaseOrderAction(orderId, 'cancel'),
    form: null,
  },
  // An Administrator's decision on an order awaiting approval (design: Activity log and
  // approvals); a refused one is decided again on the order's screen.
  'po-approve': {
    method: 'POST',
    path: (orderId: number) => PURCHASING_ENDPOINTS.purchaseOrderAction(orderId, 'approve'),
    form: null,
  },
  'po-reject': {
    method: 'POST',
    path: (orderId: number) => PURCHASING_ENDPOINTS.purchaseOrderAction(orderId, 'reject'),
    form: null,
  },
  // Transfers (design: Sites and transfers). A refused send (the source held less than it
  // showed offline) opens in Send Stock; a refused receive or cancel is made again on the
  // transfer's screen, which shows the server's message.
  transfer: {
    method: 'POST',
    path: () => TRANSFER_ENDPOINTS.transfers,
    form: ROUTES.transferCreate,
  },
  'transfer-receive': {
    method: 'POST',
    path: (transferId: number) => TRANSFER_ENDPOINTS.transferAction(transferId, 'receive'),
    form: null,
  },
  'transfer-cancel': {
    method: 'POST',
    path: (transferId: number) => TRANSFER_ENDPOINTS.transferAction(transferId, 'cancel'),
    form: null,
  },
} as const satisfies Record<ListKind, OutboxKindSpec>;

export type OutboxKind = keyof typeof OUTBOX_KINDS;

export const OUTBOX_KIND_NAMES = Object.keys(OUTBOX_KINDS) as OutboxKind[];

/** The body each kind sends (contract/), as the server's schema reads it. */
export interface OutboxBodies {
  receive: ReceiveBody;
  'po-receive': PoReceiveBody;
  waste: WasteBody;
  order: OrderCreateBody;
  stocktake: StocktakeBody;
  'stocktake-count': StocktakeCountBody;
  /** A DELETE sends no body. */
  'stocktake-count-delete': null;
  'purchase-order': PurchaseOrderBody;
  'purchase-order-edit': PurchaseOrderBody;
  /** Send takes no body: an empty object. */
  'purchase-order-send': Record<string, never>;
  'purchase-order-cancel': ReasonBody;
  /** Approve takes no body: an empty object. */
  'po-approve': Record<string, never>;
  'po-reject': ReasonBody;
  transfer: TransferBody;
  'transfer-receive': TransferReceiveBody;
  'transfer-cancel': TransferCancelBody;
}

/** The ids a kind's path is built from (a stocktake, a count), in order. */
export type OutboxPathIds<K extends OutboxKind> = Parameters<(typeof OUTBOX_KINDS)[K]['path']>;

/** What a form hands to the outbox: one kind, its typed body and what the pending list says. */
export type OutboxSubmission = {
  [K in OutboxKind]: { kind: K; path: string; body: OutboxBodies[K]; summary: string };
}[OutboxKind];

/** A submission of `kind`, its path taken from the table. */
export function outboxSubmission<K extends OutboxKind>(
  kind: K,
  body: OutboxBodies[K],
  summary: string,
  ...ids: OutboxPathIds<K>
): OutboxSubmission {
  const build: (...args: number[]) => string = OUTBOX_KINDS[kind].path;
  const path = build(...ids);
  return { kind, path, body, summary } as OutboxSubmission;
}

/** How an entry of this kind is sent. */
export function outboxMethod(kind: OutboxKind): OutboxMethod {
  return OUTBOX_KINDS[kind].method;
}

/** The list screen where an entry of this kind waits; its form goes there once it is saved. */
export function outboxListPath(kind: OutboxKind): string {
  return listRouteOfKind(kind);
}

/** The query parameter naming the failed entry a form opens filled in with. */
export const ENTRY_PARAM = 'entry';

/** Where a failed entry opens to be corrected: its form, filled in from the entry. */
export function entryFormPath(entry: { id: string; kind: OutboxKind }): string | null {
  const form = OUTBOX_KINDS[entry.kind].form;
  return form ? `${form}?${ENTRY_PARAM}=${encodeURIComponent(entry.id)}` : null;
}
