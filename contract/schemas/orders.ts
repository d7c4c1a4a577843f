import { Type, type Static } from 'typebox';
import { Nullable, NumberLike, Timestamp } from './common';
import { StockItemSchema } from './stock';

const NameRef = Type.Object({ Name: Type.String() });

export const OrderLineSchema = Type.Object({ Item: StockItemSchema, Quantity: Type.Number() });

export const OrderSchema = Type.Object({
  ID: Type.Integer(),
  Status: Type.String(),
  RequestDate: Timestamp,
  /** The requested fulfilment date-time given at creation (design: Orders). */
  FulfilledAt: Nullable(Timestamp),
  DepartmentID: Type.Integer(),
  Department: NameRef,
  User: NameRef,
  FulfillmentContent: Type.Array(OrderLineSchema),
  Reason: Nullable(Type.String()),
  ActionedAt: Nullable(Timestamp),
  ActionedBy: Nullable(NameRef),
  /**
   * What the lots a confirmed order took cost (design: Valuation); null while pending, when
   * cancelled, or when none of it could be valued.
   */
  Cost: Type.Optional(Nullable(Type.Number())),
  /** The part taken without a known cost (0 otherwise). */
  UnvaluedQuantity: Type.Optional(Type.Number()),
});
export type Order = Static<typeof OrderSchema>;

export const OrderListSchema = Type.Object({
  totalCount: Type.Integer(),
  orderItems: Type.Array(OrderSchema),
});
export type OrderList = Static<typeof OrderListSchema>;

export const OrderLineBodySchema = Type.Object({
  itemId: Type.Optional(Nullable(NumberLike)),
  quantity: Type.Optional(Nullable(NumberLike)),
});
export const OrderCreateBodySchema = Type.Object({
  departmentId: Type.Optional(Nullable(NumberLike)),
  fulfilledAt: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  orderItems: Type.Optional(Nullable(Type.Array(OrderLineBodySchema, { maxItems: 500 }))),
});
export type OrderCreateBody = Static<typeof OrderCreateBodySchema>;
