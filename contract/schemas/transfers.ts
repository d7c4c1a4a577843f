import { Type, type Static } from 'typebox';
import { CalendarDate, ListQuerySchema, Nullable, NumberLike, Text, Timestamp } from './common';
import { StockItemSchema } from './stock';

export const TRANSFER_STATUSES = ['in_transit', 'received', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const TRANSFER_DIRECTIONS = ['in', 'out'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/** Written out: a union mapped from the array types as never. */
const TransferStatusSchema = Type.Union([
  Type.Literal('in_transit'),
  Type.Literal('received'),
  Type.Literal('cancelled'),
]);
const TransferDirectionSchema = Type.Union([Type.Literal('in'), Type.Literal('out')]);

/** One source lot a line took (FEFO), with what arrives at the destination from it. */
export const TransferLotSchema = Type.Object({
  ExpirationDate: CalendarDate,
  Quantity: Type.Number(),
  /** Cost per base unit of the source lot; null when it had none or for roles without money. */
  UnitCost: Nullable(Type.Number()),
});
export type TransferLot = Static<typeof TransferLotSchema>;

export const TransferLineSchema = Type.Object({
  LineId: Type.Integer(),
  ItemID: Type.Integer(),
  Item: StockItemSchema,
  Quantity: Type.Number(),
  /** null until the transfer is received. */
  ReceivedQuantity: Nullable(Type.Number()),
  /** Quantity − ReceivedQuantity once received (a transfer loss at the destination), else null. */
  LostQuantity: Nullable(Type.Number()),
  LostValue: Nullable(Type.Number()),
  Lots: Type.Array(TransferLotSchema),
});
export type TransferLine = Static<typeof TransferLineSchema>;

export const TransferSchema = Type.Object({
  TransferId: Type.Integer(),
  /** "TR-" and 6 digits. */
  TransferNumber: Type.String(),
  FromSiteID: Type.Integer(),
  FromSite: Type.Object({ Name: Type.String() }),
  ToSiteID: Type.Integer(),
  ToSite: Type.Object({ Name: Type.String() }),
  Status: TransferStatusSchema,
  Note: Nullable(Type.String()),
  SentAt: Timestamp,
  /** User names, as on stocktakes. */
  SentBy: Type.String(),
  ReceivedAt: Nullable(Timestamp),
  ReceivedBy: Nullable(Type.String()),
  CancelledAt: Nullable(Timestamp),
  CancelledBy: Nullable(Type.String()),
  CancelReason: Nullable(Type.String()),
  /** What left the source, costed by the lots taken; null for roles without money. */
  Value: Nullable(Type.Number()),
  Lines: Type.Array(TransferLineSchema),
});
export type Transfer = Static<typeof TransferSchema>;

export const TransferListSchema = Type.Object({
  totalCount: Type.Integer(),
  transfers: Type.Array(TransferSchema),
});
export type TransferList = Static<typeof TransferListSchema>;

/** GET /transfers: the request site's transfers, newest first; `in` = to it, `out` = from it. */
export const TransferListQuerySchema = Type.Object({
  ...ListQuerySchema.properties,
  direction: Type.Optional(TransferDirectionSchema),
  status: Type.Optional(TransferStatusSchema),
});
export type TransferListQuery = Static<typeof TransferListQuerySchema>;

export const TransferBodySchema = Type.Object({
  fromSiteId: Type.Optional(Nullable(NumberLike)),
  toSiteId: Type.Optional(Nullable(NumberLike)),
  note: Type.Optional(Nullable(Text)),
  lines: Type.Optional(
    Nullable(
      Type.Array(
        Type.Object({
          itemId: Type.Optional(Nullable(NumberLike)),
          quantity: Type.Optional(Nullable(NumberLike)),
        }),
        { maxItems: 500 },
      ),
    ),
  ),
});
export type TransferBody = Static<typeof TransferBodySchema>;

export const TransferReceiveBodySchema = Type.Object({
  lines: Type.Optional(
    Nullable(
      Type.Array(
        Type.Object({
          lineId: Type.Optional(Nullable(NumberLike)),
          receivedQuantity: Type.Optional(Nullable(NumberLike)),
        }),
        { maxItems: 500 },
      ),
    ),
  ),
});
export type TransferReceiveBody = Static<typeof TransferReceiveBodySchema>;

export const TransferCancelBodySchema = Type.Object({
  reason: Type.Optional(Nullable(Text)),
});
export type TransferCancelBody = Static<typeof TransferCancelBodySchema>;
