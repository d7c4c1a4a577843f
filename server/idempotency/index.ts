import type { FastifyInstance, RouteOptions } from 'fastify';
import { claimOrReplay, storeResponse } from './claims';
import { captureBody } from './fingerprint';
import { isWriteRouteHandler } from './write-once';

/**
 * Idempotency-Key on every POST (design: Idempotency), in three jobs: what identifies a request
 * (fingerprint.ts), the claim's life around the handler (claims.ts), and the write that holds
 * the claim in its transaction (write-once.ts); store.ts holds the queries.
 */
export { fingerprintMultipart, IDEMPOTENCY_KEY_MAX_LENGTH } from './fingerprint';
export { ABANDONED_AFTER_MS, REPLAYED_HEADER } from './claims';
export { writeOnce, writeRoute } from './write-once';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What a repeat must match to be replayed. JSON POSTs get it from their body; a multipart
     * route sets it in its own preHandler (see fingerprintMultipart), which runs before ours.
     */
    idempotencyFingerprint: string | null;
  }
  interface FastifyContextConfig {
    /** Set by registerIdempotency on routes whose handler writeRoute made; never by hand. */
    claimInWrite?: boolean;
  }
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function isPost(route: RouteOptions): boolean {
  return asArray(route.method).some((method) => method.toUpperCase() === 'POST');
}

/**
 * Registered before the routes, it adds its hooks to each POST route as the route is declared,
 * and the claim-in-write mode to those whose handler is a writeRoute.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyFingerprint', null);
  app.addHook('onRoute', (route) => {
    if (!isPost(route)) return;
    route.config = { ...route.config, claimInWrite: isWriteRouteHandler(route.handler) };
    route.preValidation = [...asArray(route.preValidation), captureBody];
    route.preHandler = [...asArray(route.preHandler), claimOrReplay];
    // First, so it sees the serialized JSON and not the compressed stream.
    route.onSend = [storeResponse, ...asArray(route.onSend)];
  });
}
