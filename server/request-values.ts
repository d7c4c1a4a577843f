import { sql, type Expression, type SqlBool } from 'kysely';
import { parseId } from '../contract/validation/values';
import { badRequest, notFound } from './errors';

/** A path id: anything but a positive integer is a 404 for that record. */
export function pathId(value: string, what: string): number {
  const id = parseId(value);
  if (id === null) throw notFound(what);
  return id;
}

/** A trimmed, non-blank text or a 400 with the given message. */
export function requiredText(value: unknown, message: string): string {
  const text =
    typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (text === '') throw badRequest(message);
  return text;
}

/** A trimmed text that may be empty; null and undefined become ''. */
export function optionalText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const MAX_OFFSET = 2_147_483_647;

/** Page bounds of a list query; without page the whole list comes back. */
export function pageBounds(query: {
  page?: number;
  pageSize?: number;
}): { limit: number; offset: number } | null {
  if (query.page === undefined) return null;
  const limit = query.pageSize ?? 10;
  const offset = (query.page - 1) * limit;
  // Beyond what either engine takes as an OFFSET (PostgreSQL bigint, SQLite int64), and far
  // beyond any list: a 400 naming the last page that may be asked for.
  if (offset > MAX_OFFSET) {
    throw badRequest(`page must be at most ${Math.floor(MAX_OFFSET / limit) + 1}.`);
  }
  return { limit, offset };
}

/** Case-insensitive substring match that works the same on SQLite and PostgreSQL. */
export function containsText(column: Expression<string>, search: string): Expression<SqlBool> {
  const escaped = search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(${column}) like ${`%${escaped}%`} escape '\\'`;
}

/** A header sent once, as text; none or a repeated one (an array) is undefined. */
export function singleHeader(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
