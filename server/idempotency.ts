import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  preValidationHookHandler,
} from 'fastify';
import { IDEMPOTENCY_HEADER } from '../contract/paths';
import { SERVER_MESSAGE } from '../contract/messages';
import type { Actor } from './auth/actor';
import { nowIso } from './clock';
import { HttpError, badRequest } from './errors';
import type { Database } from './db/schema';
import { groupCommit } from './db/group-commit';
import { inTransaction, isDatabaseTimeout } from './db/transactions';
import {
  claimKey,
  findKey,
  holdClaim,
  insertAnswer,
  purgeOldKeys,
  releaseKey,
  saveResponse,
  takeOverStaleClaim,
  type HeldClaim,
} from './idempotency-store';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What a repeat must match to be replayed. JSON POSTs get it from their body; a multipart
     * route sets it in its own preHandler (see fingerprintMultipart), which runs before ours.
     */
    idempotencyFingerprint: string | null;
  }
  interface FastifyContextConfig {
    /** The handler is one writeOnce call: see CLAIM_IN_WRITE. */
    claimInWrite?: boolean;
  }
}

/**
 * Route config of a POST whose handler is one writeOnce call. On SQLite (one instance, one
 * connection, writes in turn) its key is then claimed inside the write's own transaction
 * instead of in a commit of its own before it: one write to the disk per request, not two. A
 * twin sent meanwhile finds no claim, runs, and its transaction's claim then conflicts: it
 * rolls back with the same 409 as before, so the write still happens once. PostgreSQL, shared
 * by instances whose twins must see the claim at once, keeps the claim before the handler.
 */
export const CLAIM_IN_WRITE = { claimInWrite: true } as const;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** Header set on a replayed response. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/**
 * A claim this old whose request never finished is taken to be from a crashed instance. Longer
 * than PostgreSQL's statement, lock and idle-in-transaction timeouts (db/connect.ts), and a
 * live writeOnce transaction holds the claim's row locked, so a takeover never races a commit.
 */
export const ABANDONED_AFTER_MS = 60_000;
/** Purge keys older than KEEP_DAYS on one claim in this many (per instance): cheap, no timer. */
const PURGE_EVERY = 100;
/** Keys live at least this long: the client's outbox asks before replaying anything older. */
export const KEEP_DAYS = 30;

interface Claim extends HeldClaim {
  hash: string;
  /** No row yet: writeOnce inserts it in the write's transaction (CLAIM_IN_WRITE). */
  deferred: boolean;
  /** The response is a replay: nothing to store. */
  replayed: boolean;
  /** writeOnce stored the answer in the write's own transaction: onSend has nothing to do. */
  saved: boolean;
}

const claims = new WeakMap<FastifyRequest, Claim>();
const jsonFingerprints = new WeakMap<FastifyRequest, string>();

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** JSON with sorted keys, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value === undefined) return 'null';
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function parseOrKeep(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The fingerprint of a multipart item upload: the itemRequest part (its text, or the value
 * already parsed from it) and the image's sha256. A multipart route sets it in its preHandler:
 * `request.idempotencyFingerprint = fingerprintMultipart(upload.itemRequest, upload.image)`.
 */
export function fingerprintMultipart(itemRequest: unknown, image: Buffer | null): string {
  const parsed = typeof itemRequest === 'string' ? parseOrKeep(itemRequest) : (itemRequest ?? null);
  return sha256(canonicalJson({ itemRequest: parsed, image: image ? sha256(image) : null }));
}

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

function readKey(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const key = (Array.isArray(header) ? header.join(', ') : header).trim();
  if (key === '' || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw badRequest(
      `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
    );
  }
  return key;
}

/** preValidation: hash the body as sent, before schema validation coerces or trims it. */
const captureBody: preValidationHookHandler = (request, _reply, done) => {
  if (request.headers[IDEMPOTENCY_HEADER] !== undefined && !isMultipart(request)) {
    jsonFingerprints.set(request, sha256(canonicalJson(request.body ?? null)));
  }
  done();
};

/** Method and path take part, so a key reused on another route is a mismatch too. */
function requestHash(request: FastifyRequest): string {
  // A multipart route that set no fingerprint still gets duplicate protection, without the
  // body comparison.
  const body = request.idempotencyFingerprint ?? jsonFingerprints.get(request) ?? 'unknown-body';
  return sha256(`${request.method} ${request.url.split('?')[0] ?? ''}\n${body}`);
}

let claimsSincePurge = PURGE_EVERY;

async function purgeNowAndThen(request: FastifyRequest): Promise<void> {
  claimsSincePurge += 1;
  if (claimsSincePurge < PURGE_EVERY) return;
  claimsSincePurge = 0;
  const cutoff = new Date(Date.now() - KEEP_DAYS * 24 * 3600 * 1000).toISOString();
  await purgeOldKeys(request.server.db, cutoff).catch((error: unknown) => {
    request.log.warn({ err: error }, 'idempotency purge failed');
  });
}

/**
 * preHandler, after the route's own (so request.actor is set): claim the key by inserting its
 * row with no status before the handler runs. The primary key (user, key) makes the claim
 * atomic across instances sharing one database.
 */
async function claimOrReplay(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
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

function serializedText(reply: FastifyReply, result: unknown): string {
  const serialized = reply.serialize(result);
  if (typeof serialized === 'string') return serialized;
  return Buffer.isBuffer(serialized)
    ? serialized.toString('utf8')
    : Buffer.from(new Uint8Array(serialized)).toString('utf8');
}

/**
 * Runs a POST's write and stores its Idempotency-Key answer in the same transaction, so a crash
 * after the commit replays the answer instead of writing again, and a write whose claim was
 * taken over meanwhile rolls back (409) instead of running twice. Without a key it is just the
 * write in a transaction. The stored text is the route's serialization of the result, the same
 * the route then sends.
 */
export async function writeOnce<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const claim = claims.get(request);
  const held = claim && !claim.replayed ? claim : null;
  const write = async (trx: Transaction<Database>): Promise<T> => {
    if (held) {
      const holding = held.deferred
        ? await claimKey(trx, { ...held, now: held.claimedAt })
        : await holdClaim(trx, held);
      if (!holding) {
        // Another request holds or answered the key: nothing of ours to keep or release.
        claims.delete(request);
        reply.header('retry-after', '1');
        throw new HttpError(409, SERVER_MESSAGE.idempotencyInFlight);
      }
    }
    const result = await work(trx);
    reply.status(statusCode);
    if (held) {
      const stored = await saveResponse(trx, {
        ...held,
        statusCode,
        body: serializedText(reply, result),
      });
      // holdClaim kept the row, so this holds; if not, roll back rather than write twice.
      if (!stored) throw new HttpError(409, SERVER_MESSAGE.idempotencyInFlight);
      held.saved = true;
    }
    return result;
  };
  // SQLite (one connection, an fsync per commit) shares commits between writes that arrive
  // together; PostgreSQL's pool runs them side by side.
  return request.server.engine === 'sqlite'
    ? groupCommit(request.server.db).run(write)
    : inTransaction(request.server.db, write);
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
async function storeResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const claim = claims.get(request);
  if (!claim || claim.replayed || claim.saved) return payload;
  claims.delete(request);
  const db = request.server.db;
  const body = payloadText(payload);
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

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function isPost(route: RouteOptions): boolean {
  return asArray(route.method).some((method) => method.toUpperCase() === 'POST');
}

/**
 * Idempotency-Key on every POST (design: Idempotency): registered before the routes, it adds
 * its hooks to each POST route as the route is declared.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyFingerprint', null);
  app.addHook('onRoute', (route) => {
    if (!isPost(route)) return;
    route.preValidation = [...asArray(route.preValidation), captureBody];
    route.preHandler = [...asArray(route.preHandler), claimOrReplay];
    // First, so it sees the serialized JSON and not the compressed stream.
    route.onSend = [storeResponse, ...asArray(route.onSend)];
  });
}
