import type { FastifyInstance } from 'fastify';

/**
 * Idempotency-Key on every POST (design: Idempotency). Not yet built: the hooks registered here
 * will store and replay responses per user and key.
 */
export function registerIdempotency(_app: FastifyInstance): void {
  // Filled in by the idempotency work.
}
