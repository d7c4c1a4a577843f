import { Type, type Static } from 'typebox';
import {
  CalendarDate,
  ListFormatSchema,
  Name,
  Nullable,
  NumberLike,
  Text,
  Timestamp,
} from './common';

/** The nested item shape of stock lists (design: Provider API decisions). */
export const StockItemSchema = Type.Object({
  ID: Type.Integer(),
  Name: Type.String(),
  URL: Nullable(Type.String()),
  Barcode: Type.String(),
  Unit: Type.String(),
  LocationID: Type.Integer(),
  Category: Type.Object({ Name: Type.String() }),
  Location: Type.Object({ Name: Type.String(), SpeedClass: Type.String() }),
});
export type StockItem = Static<typeof StockItemSchema>;

const NameRef = Type.Object({ Name: Type.String() });

/**
 * A received lot; lots from a purchase order carry their PoId, the others null. The valuation
 * fields (UnitCost here, Cost on waste and orders, VarianceValue on stocktake lines) are always
 * sent by the server, as null to roles without page Valuation (contract/money.ts MONEY_FIELDS);
 * they are optional only for the records a device builds before sending.
 */
export const ReceivedItemSchema = Type.Object({
  ID: Type.Integer(),
  PoId: Nullable(Type.String()),
  Quantity: Type.Number(),
  RemainingQuantity: Type.Number(),
  ExpirationDate: CalendarDate,
  ReceivedAt: Timestamp,
  ReceivedBy: Type.Integer(),
  Status: Type.String(),
  /** Cost per base unit in the installation's currency; null when not given (design: Valuation). */
  UnitCost: Type.Optional(Nullable(Type.Number())),
  ItemID: Type.Integer(),
  Item: StockItemSchema,
  SupplierID: Type.Integer(),
  Supplier: NameRef,
  User: NameRef,
});
export type ReceivedItem = Static<typeof ReceivedItemSchema>;

export const ReceivedItemListSchema = Type.Object({
  totalCount: Type.Integer(),
  receiveItems: Type.Array(ReceivedItemSchema),
});
export type ReceivedItemList = Static<typeof ReceivedItemListSchema>;
export const PoReceivedItemListSchema = Type.Object({
  totalCount: Type.Integer(),
  poReceiveItems: Type.Array(ReceivedItemSchema),
});
export type PoReceivedItemList = Static<typeof PoReceivedItemListSchema>;

export const ReceivedItemsQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  itemName: Type.Optional(Type.String({ maxLength: 200 })),
  // At most a 32-bit serial: a larger id cannot exist and must not reach a PostgreSQL query.
  supplierId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  status: Type.Optional(Type.String({ maxLength: 200 })),
  receivedFrom: Type.Optional(Type.String({ format: 'date' })),
  receivedTo: Type.Optional(Type.String({ format: 'date' })),
  expiresFrom: Type.Optional(Type.String({ format: 'date' })),
  expiresTo: Type.Optional(Type.String({ format: 'date' })),
  format: Type.Optional(ListFormatSchema),
});
export type ReceivedItemsQuery = Static<typeof ReceivedItemsQuerySchema>;

export const ReceiveRowSchema = Type.Object({
  itemId: Type.Optional(Nullable(NumberLike)),
  quantity: Type.Optional(Nullable(NumberLike)),
  expirationDate: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  status: Type.Optional(Nullable(Name)),
  /** Optional cost per base unit, ≥ 0 with at most 4 decimals (design: Valuation). */
  unitCost: Type.Optional(Nullable(NumberLike)),
});
export type ReceiveRow = Static<typeof ReceiveRowSchema>;

export const ReceiveBodySchema = Type.Object({
  supplierId: Type.Optional(Nullable(NumberLike)),
  receiveItems: Type.Optional(Nullable(Type.Array(ReceiveRowSchema, { maxItems: 500 }))),
});
export type ReceiveBody = Static<typeof ReceiveBodySchema>;

export const PoReceiveBodySchema = Type.Object({
  poId: Type.Optional(Nullable(Type.Union([Name, Type.Number()]))),
  supplierId: Type.Optional(Nullable(NumberLike)),
  receiveItems: Type.Optional(Nullable(Type.Array(ReceiveRowSchema, { maxItems: 500 }))),
  /**
   * True when the delivery really brings a line of the order past 10 times what it ordered
   * (issue 32): without it such a receiving is a 400.
   */
  overReceipt: Type.Optional(
    Nullable(
      Type.Boolean({
        description:
          'Receive even when a line of the order would get more than 10 times its ordered quantity.',
      }),
    ),
  ),
});
export type PoReceiveBody = Static<typeof PoReceiveBodySchema>;

export const ReceiveResponseSchema = Type.Object({ receiveItems: Type.Array(ReceivedItemSchema) });
export const PoReceiveResponseSchema = Type.Object({
  poReceiveItems: Type.Array(ReceivedItemSchema),
});

export const WasteItemSchema = Type.Object({
  ID: Type.Integer(),
  ItemID: Type.Integer(),
  Item: StockItemSchema,
  Quantity: Type.Number(),
  Reason: Type.String(),
  WastedAt: Timestamp,
  User: NameRef,
  /** What the lots it took cost; null when none of it could be valued (design: Valuation). */
  Cost: Type.Optional(Nullable(Type.Number())),
  /** The part that had no known cost, counted apart (0 when all of it was valued). */
  UnvaluedQuantity: Type.Optional(Type.Number()),
});
export type WasteItem = Static<typeof WasteItemSchema>;
export const WasteItemListSchema = Type.Object({
  totalCount: Type.Integer(),
  wasteItems: Type.Array(WasteItemSchema),
});
export type WasteItemList = Static<typeof WasteItemListSchema>;
export const WasteBodySchema = Type.Object({
  itemId: Type.Optional(Nullable(NumberLike)),
  reason: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  quantity: Type.Optional(Nullable(NumberLike)),
});
export type WasteBody = Static<typeof WasteBodySchema>;

export const NearExpiryEntrySchema = Type.Object({
  ID: Type.Integer(),
  ItemID: Type.Integer(),
  Item: NameRef,
  ExpirationDate: CalendarDate,
  RemainingQuantity: Type.Number(),
});
export type NearExpiryEntry = Static<typeof NearExpiryEntrySchema>;
export const NearExpiryListSchema = Type.Object({
  nearExpiryList: Type.Array(NearExpiryEntrySchema),
});
export type NearExpiryList = Static<typeof NearExpiryListSchema>;

export const LowItemSchema = Type.Object({ Item: StockItemSchema, Quantity: Type.Number() });
export type LowItem = Static<typeof LowItemSchema>;
export const LowItemListSchema = Type.Object({ lowItems: Type.Array(LowItemSchema) });
export type LowItemList = Static<typeof LowItemListSchema>;

/** Item-location entries: the nested item shape plus the total remaining quantity. */
export const ItemLocationSchema = Type.Intersect([
  StockItemSchema,
  Type.Object({ Quantity: Type.Number() }),
]);
export type ItemLocation = Static<typeof ItemLocationSchema>;
export const ItemLocationListSchema = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(ItemLocationSchema),
});
export type ItemLocationList = Static<typeof ItemLocationListSchema>;

/**
 * GET /dashboard/summary (ours, design: Scale): the dashboard's inputs as totals the server
 * computes, so the page never downloads every lot, item location or waste report.
 */
export const DashboardSummarySchema = Type.Object({
  /** GET /items totalCount. */
  totalItems: Type.Integer(),
  /** GET /receive-items totalCount (the 'Items in Stock' card). */
  receivedCount: Type.Integer(),
  /** GET /users totalCount. */
  totalUsers: Type.Integer(),
  /** Items per speed class of their item area (Fast, Medium, Slow; other values not counted). */
  speedCounts: Type.Object({
    Fast: Type.Integer(),
    Medium: Type.Integer(),
    Slow: Type.Integer(),
  }),
  /** Wasted quantity per reason as stored, summed by the database. */
  wasteByReason: Type.Array(Type.Object({ Reason: Type.String(), Quantity: Type.Number() })),
  /** The location table's first rows: fastest zones first, then by name. */
  locations: Type.Array(StockItemSchema),
  /** As GET /low-items, the first DASHBOARD_LOW_ROWS of them. */
  lowItems: Type.Array(LowItemSchema),
  /** How many items GET /low-items lists. */
  lowItemsTotal: Type.Optional(Type.Integer()),
  /** The installation's currency, ISO 4217 (design: Valuation); how the client learns it. */
  currency: Type.Optional(Type.String()),
  /**
   * PO_APPROVAL_LIMIT in `currency` units, null when unset (design: Activity log and approvals):
   * how the client knows an order will wait for an Administrator.
   */
  poApprovalLimit: Type.Optional(Nullable(Type.Number())),
  /** Only for the roles that approve: purchase orders at the site awaiting approval. */
  awaitingApproval: Type.Optional(Type.Integer()),
  /** Only for roles with page Valuation: the stock's value (valued part) and its unvalued quantity. */
  stockValue: Type.Optional(Type.Number()),
  stockUnvaluedQuantity: Type.Optional(Type.Number()),
  /** Only for roles with page Valuation: the cost of waste since the local month began. */
  wasteCostThisMonth: Type.Optional(Type.Number()),
});
export type DashboardSummary = Static<typeof DashboardSummarySchema>;

export const ReasonBodySchema = Type.Object({ reason: Type.Optional(Nullable(Text)) });
export type ReasonBody = Static<typeof ReasonBodySchema>;
