import { Type, type Static, type TSchema } from 'typebox';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants';

/** A field with no value is present as null, never left out (design). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Marks a NumberLike in a route's schema: the server checks such a field's value as sent, before
 * the schema's type coercion would turn "0x10", "1e2", true or [7] into a number
 * (server/plain-numbers.ts).
 */
export const PLAIN_DECIMAL_KEYWORD = 'x-plain-decimal';

/**
 * Numbers may arrive as numbers or plain decimal strings (the spec's client sends strings);
 * hex, binary, exponents, booleans, arrays and surrounding spaces are a 400.
 */
export const NumberLike = Type.Union([Type.Number(), Type.String({ maxLength: 40 })], {
  [PLAIN_DECIMAL_KEYWORD]: true,
});
export type NumberLike = Static<typeof NumberLike>;

export const Name = Type.String({ maxLength: NAME_MAX_LENGTH });
export const Text = Type.String({ maxLength: TEXT_MAX_LENGTH });
export const Timestamp = Type.String({ description: 'ISO 8601 date-time, UTC' });
export const CalendarDate = Type.String({ description: 'YYYY-MM-DD' });

export const ErrorSchema = Type.Object({
  error: Type.Object({ message: Type.Union([Type.String(), Type.Array(Type.String())]) }),
});
export type ApiErrorBody = Static<typeof ErrorSchema>;

export const IdParamsSchema = Type.Object({ id: Type.String({ maxLength: 40 }) });
export type IdParams = Static<typeof IdParamsSchema>;

/** `csv` answers the list as a CSV file with the screen's columns (design: Import, export). */
export const ListFormatSchema = Type.Union([Type.Literal('json'), Type.Literal('csv')]);

/** Paging and search for list endpoints; without page everything is returned. */
export const ListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  search: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH })),
  format: Type.Optional(ListFormatSchema),
});
export type ListQuery = Static<typeof ListQuerySchema>;

export const MessageSchema = Type.Object({ message: Type.String() });
