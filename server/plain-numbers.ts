import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { PLAIN_DECIMAL_KEYWORD } from '../contract/schemas/common';
import { badRequest } from './errors';

/** What a number may look like as a string: digits, one optional point, an optional minus. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

export const plainDecimalMessage = (field: string) =>
  `${field} must be a plain decimal number (like 12 or 2.5).`;

type SchemaNode = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * False for what the schema's coercion would read as a number without it being a plain decimal:
 * booleans, arrays, objects, and strings JavaScript reads as numbers ("0x10", "1e2", " 7 ").
 * Other text ("abc") is left to the route's own message.
 */
function isPlainNumber(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string') return false;
  if (value.trim() === '' || PLAIN_DECIMAL.test(value)) return true;
  return Number.isNaN(Number(value)) && !/^\s*[+-]?Infinity\s*$/.test(value);
}

/**
 * The path of the first NumberLike field of `schema` whose value is not a plain decimal, else
 * null. Walks the schema beside the value as sent; a blank value is left to the route's own
 * "required" message.
 */
export function findLooseNumber(schema: unknown, value: unknown, path: string): string | null {
  if (!isObject(schema)) return null;
  const node = schema as SchemaNode;
  if (node[PLAIN_DECIMAL_KEYWORD] === true) return isPlainNumber(value) ? null : path;
  if (Array.isArray(node.anyOf)) {
    for (const branch of node.anyOf) {
      const found = findLooseNumber(branch, value, path);
      if (found) return found;
    }
    return null;
  }
  if (isObject(node.properties) && isObject(value)) {
    for (const [key, property] of Object.entries(node.properties)) {
      const found = findLooseNumber(property, value[key], path ? `${path}.${key}` : key);
      if (found) return found;
    }
    return null;
  }
  if (isObject(node.items) && Array.isArray(value)) {
    for (const [index, entry] of (value as unknown[]).entries()) {
      const found = findLooseNumber(node.items, entry, `${path}[${index}]`);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Before validation (whose coercion would turn "0x10" into 16, true into 1 and [7] into 7):
 * every NumberLike field of the body must be a number or a plain decimal string (design: Limits).
 */
const refuseLooseNumbers: preValidationHookHandler = (request, _reply, done) => {
  const schema = request.routeOptions.schema?.body;
  const field = schema === undefined ? null : findLooseNumber(schema, request.body, '');
  done(field === null ? undefined : badRequest(plainDecimalMessage(field || 'The body')));
};

export function registerPlainNumbers(app: FastifyInstance): void {
  app.addHook('preValidation', refuseLooseNumbers);
}
