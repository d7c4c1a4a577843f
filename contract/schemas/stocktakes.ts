import { Type, type Static } from 'typebox';
import { Name, Nullable, NumberLike, Timestamp } from './common';

export const STOCKTAKE_STATUSES = ['open', 'posted', 'cancelled'] as const;
export type StocktakeStatus = (typeof STOCKTAKE_STATUSES)[number];

/** A stocktake without its lines (design: Stocktake). CreatedBy/PostedBy are user names. */
export const StocktakeSchema = Type.Object({
  StocktakeId: Type.Integer(),
  Name: Type.String(),
  Status: Type.Union([Type.Literal('open'), Type.Literal('posted'), Type.Literal('cancelled')]),
  ItemAreaIds: Type.Array(Type.Integer()),
  CreatedAt: Timestamp,
  CreatedBy: Type.String(),
  PostedAt: Nullable(Timestamp),
  PostedBy: Nullable(Type.String()),
});
export type Stocktake = Static<typeof StocktakeSchema>;

export const StocktakeListSchema = Type.Object({
  totalCount: Type.Integer(),
  stocktakes: Type.Array(StocktakeSchema),
});
export type StocktakeList = Static<typeof StocktakeListSchema>;

/** One count as recorded; several counts of one item add up. */
export const StocktakeCountSchema = Type.Object({
  CountId: Type.Integer(),
  ItemID: Type.Integer(),
  Quantity: Type.Number(),
  CountedAt: Timestamp,
  CountedBy: Type.String(),
});
export type StocktakeCount = Static<typeof StocktakeCountSchema>;

/** Counted: sum of counts (null when none); Expected: remaining now; Variance: the difference. */
export const StocktakeLineSchema = Type.Object({
  ItemID: Type.Integer(),
  Name: Type.String(),
  Unit: Type.String(),
  Barcode: Type.String(),
  Counted: Nullable(Type.Number()),
  Expected: Type.Number(),
  Variance: Nullable(Type.Number()),
  /**
   * What posting changed in money (design: Valuation): the cost of the lots a shortfall took
   * (negative) or a surplus at the item's latest known cost; null while open, uncounted, or
   * when nothing could be valued.
   */
  VarianceValue: Type.Optional(Nullable(Type.Number())),
  /** The part of the change that had no known cost (posted lines only). */
  UnvaluedQuantity: Type.Optional(Type.Number()),
  Counts: Type.Array(StocktakeCountSchema),
  /**
   * True for a counted item that has since left the stocktake's areas: still a line, because
   * posting changes its stock like any other counted item's (design: Stocktake).
   */
  Moved: Type.Optional(Type.Boolean()),
});
export type StocktakeLine = Static<typeof StocktakeLineSchema>;

export const StocktakeDetailSchema = Type.Intersect([
  StocktakeSchema,
  Type.Object({ lines: Type.Array(StocktakeLineSchema) }),
]);
export type StocktakeDetail = Static<typeof StocktakeDetailSchema>;

export const StocktakeBodySchema = Type.Object({
  name: Type.Optional(Nullable(Name)),
  itemAreaIds: Type.Optional(Nullable(Type.Array(NumberLike, { maxItems: 500 }))),
});
export type StocktakeBody = Static<typeof StocktakeBodySchema>;

export const StocktakeCountBodySchema = Type.Object({
  itemId: Type.Optional(Nullable(NumberLike)),
  quantity: Type.Optional(Nullable(NumberLike)),
  countedAt: Type.Optional(
    Type.String({
      format: 'date-time',
      maxLength: 40,
      description:
        'When the item was counted, by the device clock (a count made offline arrives later); ' +
        'the X-Device-Time header of the request corrects that clock. Without it: when the ' +
        'count arrives.',
    }),
  ),
});
export type StocktakeCountBody = Static<typeof StocktakeCountBodySchema>;

export const StocktakeCountParamsSchema = Type.Object({
  id: Type.String({ maxLength: 40 }),
  countId: Type.String({ maxLength: 40 }),
});

/** A change of an item's stock made by posting a stocktake (signed: negative = shortfall). */
export const StockAdjustmentSchema = Type.Object({
  AdjustmentId: Type.Integer(),
  StocktakeId: Type.Integer(),
  StocktakeName: Type.String(),
  ItemID: Type.Integer(),
  Name: Type.String(),
  Unit: Type.String(),
  Quantity: Type.Number(),
  Expected: Type.Number(),
  Counted: Type.Number(),
  AdjustedAt: Timestamp,
  AdjustedBy: Type.String(),
});
export type StockAdjustment = Static<typeof StockAdjustmentSchema>;

export const StockAdjustmentListSchema = Type.Object({
  totalCount: Type.Integer(),
  adjustments: Type.Array(StockAdjustmentSchema),
});
export type StockAdjustmentList = Static<typeof StockAdjustmentListSchema>;

export const StockAdjustmentQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  itemId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type StockAdjustmentQuery = Static<typeof StockAdjustmentQuerySchema>;
