import { Type, type Static } from 'typebox';
import { ListFormatSchema, Name, Nullable, NumberLike, Text, Timestamp } from './common';
import { StockItemSchema } from './stock';

/**
 * Purchase order statuses (design: Purchasing): draft → sent → partial → received, or cancelled;
 * an order over PO_APPROVAL_LIMIT sent by anyone but an Administrator waits in
 * awaiting_approval, then is sent (approved) or back to draft (rejected) (design: Activity log
 * and approvals).
 */
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'awaiting_approval',
  'sent',
  'partial',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
/** Orders a delivery may be received against. */
export const OPEN_PURCHASE_ORDER_STATUSES = ['sent', 'partial'] as const;

/**
 * A receiving against an order may bring a line to at most this many times what it ordered
 * (issue 32, row 9); beyond is a 400 unless the receiving says it is intended (`overReceipt`).
 */
export const OVER_RECEIPT_FACTOR = 10;
/** The PO receiving form's box for that, named by the server's refusal. */
export const OVER_RECEIPT_LABEL = `More than ${OVER_RECEIPT_FACTOR} times the order is intended`;

/** Generated order numbers: `PO-` and 6 digits. */
export const PO_NUMBER_PREFIX = 'PO-';

export const PurchaseOrderLineSchema = Type.Object({
  LineId: Type.Integer(),
  ItemID: Type.Integer(),
  Item: StockItemSchema,
  /** Base units ordered; 0 for an item received against the order without being on it. */
  Quantity: Type.Number(),
  ReceivedQuantity: Type.Number(),
  /** Per base unit; null when not given, and for roles without page Valuation (design: Valuation). */
  UnitCost: Nullable(Type.Number()),
});
export type PurchaseOrderLine = Static<typeof PurchaseOrderLineSchema>;

export const PurchaseOrderSchema = Type.Object({
  PurchaseOrderId: Type.Integer(),
  PoNumber: Type.String(),
  SupplierID: Type.Integer(),
  Supplier: Type.Object({ Name: Type.String() }),
  Status: Type.String(),
  /** The expected delivery date, YYYY-MM-DD. */
  ExpectedAt: Nullable(Type.String()),
  Note: Type.String(),
  CreatedAt: Timestamp,
  /** The name of the user who created it. */
  CreatedBy: Type.String(),
  SentAt: Nullable(Timestamp),
  /** Set when cancelled, with the reason given. */
  CancelledAt: Nullable(Timestamp),
  Reason: Nullable(Type.String()),
  /**
   * Why an Administrator sent it back to draft; kept on the draft until it is sent again. The
   * server always answers it; optional for orders a device saved before approvals (issue 35).
   */
  RejectionReason: Type.Optional(Nullable(Type.String())),
  /**
   * Σ Quantity × UnitCost over the lines that have a cost; null for roles without page Valuation
   * (Warehouse Staff reads the open orders to receive against them).
   */
  Total: Nullable(Type.Number()),
  Lines: Type.Array(PurchaseOrderLineSchema),
});
export type PurchaseOrder = Static<typeof PurchaseOrderSchema>;

export const PurchaseOrderListSchema = Type.Object({
  totalCount: Type.Integer(),
  purchaseOrders: Type.Array(PurchaseOrderSchema),
});
export type PurchaseOrderList = Static<typeof PurchaseOrderListSchema>;

export const PurchaseOrderQuerySchema = Type.Object({
  status: Type.Optional(
    Type.Union([
      Type.Literal('draft'),
      Type.Literal('awaiting_approval'),
      Type.Literal('sent'),
      Type.Literal('partial'),
      Type.Literal('received'),
      Type.Literal('cancelled'),
      /** Sent or partial: what a delivery may be received against (the device's offline copy). */
      Type.Literal('open'),
    ]),
  ),
  supplierId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  search: Type.Optional(Name),
  format: Type.Optional(ListFormatSchema),
});
export type PurchaseOrderQuery = Static<typeof PurchaseOrderQuerySchema>;

export const PurchaseOrderLineBodySchema = Type.Object({
  itemId: Type.Optional(Nullable(NumberLike)),
  quantity: Type.Optional(Nullable(NumberLike)),
  unitCost: Type.Optional(Nullable(NumberLike)),
});
export const PurchaseOrderBodySchema = Type.Object({
  supplierId: Type.Optional(Nullable(NumberLike)),
  poNumber: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  expectedAt: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  note: Type.Optional(Nullable(Text)),
  lines: Type.Optional(Nullable(Type.Array(PurchaseOrderLineBodySchema, { maxItems: 500 }))),
});
export type PurchaseOrderBody = Static<typeof PurchaseOrderBodySchema>;

export const SuggestionLineSchema = Type.Object({
  ItemID: Type.Integer(),
  Name: Type.String(),
  Unit: Type.String(),
  OnHand: Type.Number(),
  OnOrder: Type.Number(),
  ReorderPoint: Type.Number(),
  ParLevel: Nullable(Type.Number()),
  PackSize: Nullable(Type.Number()),
  PackName: Nullable(Type.String()),
  SuggestedQuantity: Type.Number(),
  UnitCost: Nullable(Type.Number()),
});
export type SuggestionLine = Static<typeof SuggestionLineSchema>;

export const SuggestionListSchema = Type.Object({
  suggestions: Type.Array(
    Type.Object({
      SupplierID: Nullable(Type.Integer()),
      Supplier: Nullable(Type.Object({ Name: Type.String() })),
      lines: Type.Array(SuggestionLineSchema),
    }),
  ),
});
export type SuggestionList = Static<typeof SuggestionListSchema>;
