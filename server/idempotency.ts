import { createHash } from 'node:crypto';
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
import {
  claimKey,
  findKey,
  purgeOldKeys,
  releaseKey,
  saveResponse,
  takeOverStaleClaim,
} from './idempotency-store';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What a repeat must match to be replayed. JSON POSTs get it from their body; a multipart
     * route sets it in its own preHandler (see fingerprintMultipart), which runs before ours.
     */
    idempotencyFingerprint: string | null;
  }
}

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** Header set on a replayed response. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** A claim this old whose request never finished is taken to be from a crashed instance. */
const ABANDONED_AFTER_MS = 60_000;
/** Purge keys older than 7 days on one claim in this many (per instance): cheap, no timer. */
const PURGE_EVERY = 100;
const KEEP_DAYS = 7;

interface Claim {
  userId: number;
  key: string;
  /** The response is a replay: nothing to store. */
  replayed: boolean;
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

  // Twice at most: a claim released between our insert and our read is claimed again.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await claimKey(db, { userId, key, hash, now: nowIso() })) {
      claims.set(request, { userId, key, replayed: false });
      return;
    }
    const existing = await findKey(db, userId, key);
    if (!existing) continue;
    if (existing.request_hash !== hash) {
      throw new HttpError(422, SERVER_MESSAGE.idempotencyMismatch);
    }
    if (existing.status_code === null) {
      const abandonedBefore = new Date(Date.now() - ABANDONED_AFTER_MS).toISOString();
      if (await takeOverStaleClaim(db, { userId, key, abandonedBefore, now: nowIso() })) {
        claims.set(request, { userId, key, replayed: false });
        return;
      }
      reply.header('retry-after', '1');
      throw new HttpError(409, SERVER_MESSAGE.idempotencyInFlight);
    }
    claims.set(request, { userId, key, replayed: true });
    return replay(reply, existing.status_code, existing.response_body);
  }
  throw new HttpError(409, SERVER_MESSAGE.idempotencyInFlight);
}

function replay(reply: FastifyReply, statusCode: number, body: string | null): FastifyReply {
  reply.status(statusCode).header(REPLAYED_HEADER, 'true');
  if (body === null || body === '') return reply.send();
  return reply.type('application/json; charset=utf-8').send(body);
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
  if (!claim || claim.replayed) return payload;
  claims.delete(request);
  const db = request.server.db;
  const body = payloadText(payload);
  try {
    if (reply.statusCode >= 500 || body === undefined) {
      await releaseKey(db, claim.userId, claim.key);
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
