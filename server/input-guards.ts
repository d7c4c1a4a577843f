import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { badRequest } from './errors';

/** Deeper than any body of ours (orders nest 3 levels); deeper is an attack or a mistake. */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`;
export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000).';

/**
 * Walks a parsed value without recursion (a body may be nested far deeper than the stack
 * allows) and names the first thing the database could not store or the hashing could not walk.
 */
export function findUnsafeValue(value: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const current = next.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return NUL_MESSAGE;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (next.depth >= MAX_BODY_DEPTH) return TOO_DEEP_MESSAGE;
    const entries = Array.isArray(current)
      ? (current as unknown[])
      : Object.entries(current as Record<string, unknown>).flat();
    for (const entry of entries) stack.push({ value: entry, depth: next.depth + 1 });
  }
  return null;
}

/** Throws the 400 for a value findUnsafeValue refuses. */
export function assertSafeValue(value: unknown): void {
  const problem = findUnsafeValue(value);
  if (problem) throw badRequest(problem);
}

/**
 * Before any route's own checks (idempotency's body hashing included): a body or query that is
 * nested too deeply, or text with NUL (PostgreSQL cannot store it in text), is a 400.
 */
const refuseUnsafeInput: preValidationHookHandler = (request, _reply, done) => {
  const problem = findUnsafeValue(request.query) ?? findUnsafeValue(request.body);
  done(problem ? badRequest(problem) : undefined);
};

export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', refuseUnsafeInput);
}
