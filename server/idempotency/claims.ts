import { boundedAnswer } from './bound';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_RETENTION_DAYS } from '../../contract/constants';
import { SERVER_MESSAGE } from '../../contract/messages';
import type { Actor } from '../auth/actor';
import { nowIso } from '../clock';
import { HttpError } from '../errors';
import { isDatabaseTimeout } from '../db/transactions';
import { readKey, requestHash } from './fingerprint';
import {
  claimKey,
  findKey,
  insertAnswer,
  purgeOldKeys,
  releaseKey,
  saveResponse,
  takeOverStaleClaim,
  type HeldClaim,
} from './store';

/**
 * The life of a claim on an Idempotency-Key, as route hooks: claimed (or replayed) before the
 * handler, its answer kept after it (design: Idempotency). writeOnce (write-once.ts) holds the
 * claim inside the write's transaction.
 */

/** Header set on a replayed response. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/**
 * A claim this old whose request never finished is taken to be from a crashed instance. Longer
 * than PostgreSQL's statement, lock and idle-in-transaction timeouts (db/connect.ts), and a
 * live writeOnce transaction holds the claim's row locked, so a takeover never races a commit.
 */
export const ABANDONED_AFTER_MS = 60_000;
/** Purge keys older than the retention on one claim in this many (per instance): no timer. */
const PURGE_EVERY = 100;

export interface Claim extends HeldClaim {
  hash: string;
  /** No row yet: writeOnce inserts it in the write's transaction (a write route on SQLite). */
  deferred: boolean;
  /** The response is a replay: nothing to store. */
  replayed: boolean;
  /** writeOnce stored the answer in the write's own transaction: onSend has nothing to do. */
  saved: boolean;
}

const claims = new WeakMap<FastifyRequest, Claim>();

/** The claim the request holds, if any. */
export function claimOf(request: FastifyRequest): Claim | undefined {
  return claims.get(request);
}

/** The request no longer holds its claim (another request holds or answered the key). */
export function dropClaim(request: FastifyRequest): void {
  claims.delete(request);
}

let claimsSincePurge = PURGE_EVERY;

async function purgeNowAndThen(request: FastifyRequest): Promise<void> {
  claimsSincePurge += 1;
  if (claimsSincePurge < PURGE_EVERY) return;
  claimsSincePurge = 0;
  // The client's outbox asks before replaying anything older than its own rule derived from the
  // same constant (src/offline/outbox-rules.ts), so no key it may still send is purged.
  const cutoff = new Date(
    Date.now() - IDEMPOTENCY_KEY_RETENTION_DAYS * 24 * 3600 * 1000,
  ).toISOString();
  await purgeOldKeys(request.server.db, cutoff).catch((error: unknown) => {
    request.log.warn({ err: error }, 'idempotency purge failed');
  });
}

/**
 * preHandler, after the route's own (so request.actor is set): claim the key by inserting its
 * row with no status before the handler runs. The primary key (user, key) makes the claim
 * atomic across instances sharing one database.
 */
export async function claimOrReplay(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  // No signed-in user (login): nothing to scope the key to. The decoration's type says Actor
  // because authenticate always sets it before a handler reads it; here it may still be null.
  const actor = request.actor as Actor | null;
  if (!actor) return;
  const key = readKey(request);
  if (key === null) return;
  const userId = actor.id;
  const db = request.server.db;
  const hash = requestHash(request);
  await purgeNowAndThen(request);

  const deferred =
    request.server.engine === 'sqlite' && request.routeOptions.config.claimInWrite === true;
  const claim = (claimedAt: string, fields: Partial<Claim> = {}) =>
    claims.set(request, {
      userId,
      key,
      hash,
      claimedAt,
      deferred: false,
      replayed: false,
      saved: false,
      ...fields,
    });

  // Twice at most: a claim released between our insert and our read is claimed again.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const claimedAt = nowIso();
    if (!deferred && (await claimKey(db, { userId, key, hash, now: claimedAt }))) {
      claim(claimedAt);
      return;
    }
    const existing = await findKey(db, userId, key);
    if (!existing) {
      if (!deferred) continue;
      claim(claimedAt, { deferred: true });
      return;
    }
    if (existing.request_hash !== hash) {
      throw new HttpError(422, SERVER_MESSAGE.idempotencyMismatch);
    }
    if (existing.status_code === null) {
      if (await takeOver(request, { userId, key, claimedAt })) {
        claim(claimedAt);
        return;
      }
      reply.header('retry-after', '1');
      throw new HttpError(409, SERVER_MESSAGE.idempotencyInFlight);
    }
    claim(claimedAt, { replayed: true });
    return replay(reply, existing.status_code, existing.response_body);
  }
  // Still contended after the retries: in flight elsewhere, so the client tries again (as data).
  reply.header('retry-after', '1');
  throw new HttpError(409, SERVER_MESSAGE.idempotencyInFlight);
}

/**
 * Takes over a claim left unfinished for ABANDONED_AFTER_MS. On PostgreSQL a request still
 * running holds the row locked (writeOnce): the update waits, and the lock timeout or the
 * finished row says no.
 */
async function takeOver(request: FastifyRequest, claim: HeldClaim): Promise<boolean> {
  const abandonedBefore = new Date(Date.now() - ABANDONED_AFTER_MS).toISOString();
  try {
    return await takeOverStaleClaim(request.server.db, {
      userId: claim.userId,
      key: claim.key,
      abandonedBefore,
      now: claim.claimedAt,
    });
  } catch (error) {
    if (isDatabaseTimeout(error)) return false;
    throw error;
  }
}

function replay(reply: FastifyReply, statusCode: number, body: string | null): FastifyReply {
  reply.status(statusCode).header(REPLAYED_HEADER, 'true');
  if (body === null || body === '') return reply.send();
  reply.type('application/json; charset=utf-8').send(body);
  return reply;
}

function payloadText(payload: unknown): string | null | undefined {
  if (payload === null || payload === undefined) return null;
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

/**
 * onSend, first of the route's (before compression): keep every final answer but a 5xx; on a
 * 5xx release the claim so a retry can run. A crash leaves the claim to be taken over.
 */
export async function storeResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const claim = claims.get(request);
  if (!claim || claim.replayed || claim.saved) return payload;
  claims.delete(request);
  const db = request.server.db;
  const text = payloadText(payload);
  const body = text === undefined ? undefined : boundedAnswer(text);
  try {
    if (claim.deferred) {
      // The write's transaction rolled back with its claim: only a final answer is stored.
      if (reply.statusCode < 500 && body !== undefined) {
        await insertAnswer(db, { ...claim, statusCode: reply.statusCode, body });
      }
    } else if (reply.statusCode >= 500 || body === undefined) {
      await releaseKey(db, claim);
    } else {
      await saveResponse(db, { ...claim, statusCode: reply.statusCode, body });
    }
  } catch (error) {
    request.log.error({ err: error }, 'could not record the idempotent response');
  }
  return payload;
}
