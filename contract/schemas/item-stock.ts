import { Type, type Static } from 'typebox';
import { CalendarDate, Timestamp } from './common';

/** What an item's page shows of its stock (issue 25): on hand, open lots, recent movement. */
export const ItemStockSchema = Type.Object({
  OnHand: Type.Number(),
  /** Lots with something left, soonest expiry first. */
  Lots: Type.Array(
    Type.Object({
      ID: Type.Integer(),
      ExpirationDate: CalendarDate,
      RemainingQuantity: Type.Number(),
      ReceivedAt: Timestamp,
    }),
  ),
  /**
   * The latest receipts (+) and takes (−: waste, orders, stocktake corrections), newest first;
   * transfers out (−) and in (+) name the other site (design: Sites and transfers).
   */
  Movements: Type.Array(
    Type.Object({
      At: Timestamp,
      Kind: Type.Union([
        Type.Literal('Received'),
        Type.Literal('Wasted'),
        Type.Literal('Ordered'),
        Type.Literal('Adjusted'),
        Type.Literal('TransferredOut'),
        Type.Literal('TransferredIn'),
      ]),
      Quantity: Type.Number(),
      /** The other site of a transfer: where it went, or where it came from. */
      Site: Type.Optional(Type.Object({ SiteID: Type.Integer(), Name: Type.String() })),
    }),
  ),
});
export type ItemStock = Static<typeof ItemStockSchema>;

/** How many movements the item page lists. */
export const ITEM_STOCK_MOVEMENTS = 10;
