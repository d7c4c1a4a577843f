import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { HEALTH_ENDPOINTS } from '../../contract/paths';
import { ErrorSchema } from '../../contract/schemas/common';
import { HealthSchema, ReadinessSchema, type Readiness } from '../../contract/schemas/health';
import { pendingMigrations } from '../db/migrate';

export const DATABASE_DOES_NOT_ANSWER = 'The database does not answer; the server log says why.';

/** A database that does not answer within this long is as good as down for a supervisor. */
const READINESS_TIMEOUT_MS = 3000;

/** Rejects after ms: a hung connection must not hang the probe that asks about it. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Asks the database one trivial question and whether every migration ran. Once migrated, stays
 * migrated while this process runs (restore refuses while a server uses the data), so that part
 * is asked only until it is true; the question to the database is asked every time.
 */
async function checkReadiness(
  app: FastifyInstance,
  state: { migrated: boolean },
  log: FastifyBaseLogger,
): Promise<Readiness> {
  try {
    await within(sql`select 1`.execute(app.db), READINESS_TIMEOUT_MS);
    if (!state.migrated) {
      const pending = await within(pendingMigrations(app.db, app.engine), READINESS_TIMEOUT_MS);
      if (pending.length > 0) {
        return unavailable(`Database migrations not done: ${pending.join(', ')}.`);
      }
      state.migrated = true;
    }
    return { status: 'ready', reason: null } satisfies Readiness;
  } catch (error) {
    // The driver's text names the database, its host and user: for the log, not for anyone
    // who can reach an unauthenticated probe.
    log.error({ err: error }, 'readiness: the database does not answer');
    return unavailable(DATABASE_DOES_NOT_ANSWER);
  }
}

function unavailable(reason: string): Readiness {
  return { status: 'unavailable', reason };
}

/**
 * GET /healthz and GET /readyz (design: Operating it): no token, no rate limit, never cached.
 * During a shutdown Fastify answers 503 to new requests itself, which is what a load balancer
 * should hear.
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  const state = { migrated: false };
  app.get(
    HEALTH_ENDPOINTS.healthz,
    {
      schema: {
        operationId: 'checkHealth',
        summary: 'Answer 200 while the process serves (liveness)',
        response: { 200: HealthSchema, 400: ErrorSchema },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' } as const;
    },
  );
  app.get(
    HEALTH_ENDPOINTS.readyz,
    {
      schema: {
        operationId: 'checkReadiness',
        summary: 'Answer 200 when the database answers and is migrated, else 503 with the reason',
        response: {
          200: ReadinessSchema,
          // Any route's unsafe query (input-guards.ts), e.g. one with a NUL character.
          400: ErrorSchema,
          503: { ...ReadinessSchema, description: 'Not ready; the reason says why' },
        },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness(app, state, request.log);
      if (readiness.reason) request.log.warn({ reason: readiness.reason }, 'not ready');
      reply.header('cache-control', 'no-store');
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
}
