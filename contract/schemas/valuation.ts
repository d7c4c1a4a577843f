import { Type, type Static } from 'typebox';
import { ListFormatSchema, Nullable } from './common';

/**
 * Valuation reports (design: Valuation). Amounts are numbers in the installation's currency with
 * at most 4 decimals, computed exactly from integer ten-thousandths; a Value or Cost of null
 * means nothing of it had a known cost ("unvalued", never zero).
 */

/** The Stock Value screen's groupings (design: Valuation). */
export const STOCK_VALUE_GROUPS = ['item', 'category', 'itemArea'] as const;
export type StockValueGroup = (typeof STOCK_VALUE_GROUPS)[number];
/**
 * What GET /valuation/stock-value groups by: the screen's groupings, and `site`, one row per
 * site (design: Sites and transfers; every site with `X-Site-Id: all`).
 */
export const STOCK_VALUE_GROUP_BY = [...STOCK_VALUE_GROUPS, 'site'] as const;
export type StockValueGroupBy = (typeof STOCK_VALUE_GROUP_BY)[number];

export const StockValueQuerySchema = Type.Object({
  groupBy: Type.Optional(
    Type.Union([
      Type.Literal('item'),
      Type.Literal('category'),
      Type.Literal('itemArea'),
      Type.Literal('site'),
    ]),
  ),
  format: Type.Optional(ListFormatSchema),
});
export type StockValueQuery = Static<typeof StockValueQuerySchema>;

export const StockValueRowSchema = Type.Object({
  /** The item, category, item area or site id. */
  Key: Type.Integer(),
  Name: Type.String(),
  /** Remaining quantity (base units; summed across items when grouped). */
  Quantity: Type.Number(),
  /** Value of the valued part; null when none of it has a known cost. */
  Value: Nullable(Type.Number()),
  /** Remaining quantity with no known cost, counted apart. */
  UnvaluedQuantity: Type.Number(),
});
export type StockValueRow = Static<typeof StockValueRowSchema>;

export const StockValueReportSchema = Type.Object({
  currency: Type.String(),
  total: Type.Number(),
  unvaluedQuantity: Type.Number(),
  rows: Type.Array(StockValueRowSchema),
  /**
   * What transfers in transit from or to the request's site carry (every one for `all`), in no
   * site's value (design: Sites and transfers); absent while the install has one site.
   */
  inTransitValue: Type.Optional(Type.Number()),
});
export type StockValueReport = Static<typeof StockValueReportSchema>;

export const WasteCostQuerySchema = Type.Object({
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  format: Type.Optional(ListFormatSchema),
  /** Which table the CSV holds (JSON has both): by item (default) or by reason. */
  by: Type.Optional(Type.Union([Type.Literal('item'), Type.Literal('reason')])),
});
export type WasteCostQuery = Static<typeof WasteCostQuerySchema>;

export const WasteCostByReasonSchema = Type.Object({
  Reason: Type.String(),
  Quantity: Type.Number(),
  Cost: Nullable(Type.Number()),
  UnvaluedQuantity: Type.Number(),
});
export const WasteCostByItemSchema = Type.Object({
  ItemID: Type.Integer(),
  Name: Type.String(),
  Quantity: Type.Number(),
  Cost: Nullable(Type.Number()),
  UnvaluedQuantity: Type.Number(),
});
export type WasteCostByReason = Static<typeof WasteCostByReasonSchema>;
export type WasteCostByItem = Static<typeof WasteCostByItemSchema>;

export const WasteCostReportSchema = Type.Object({
  currency: Type.String(),
  /** The period as applied (server-local calendar days, inclusive); null: open-ended. */
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  total: Type.Number(),
  unvaluedQuantity: Type.Number(),
  byReason: Type.Array(WasteCostByReasonSchema),
  byItem: Type.Array(WasteCostByItemSchema),
});
export type WasteCostReport = Static<typeof WasteCostReportSchema>;
