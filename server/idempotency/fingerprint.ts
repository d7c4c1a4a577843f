import { createHash } from 'node:crypto';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../contract/paths';
import { badRequest } from '../errors';

/** What identifies a request for its Idempotency-Key: the key, and a hash of what was sent. */

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

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

/** The request's Idempotency-Key, null without one; a 400 when it is empty or too long. */
export function readKey(request: FastifyRequest): string | null {
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
export const captureBody: preValidationHookHandler = (request, _reply, done) => {
  if (request.headers[IDEMPOTENCY_HEADER] !== undefined && !isMultipart(request)) {
    jsonFingerprints.set(request, sha256(canonicalJson(request.body ?? null)));
  }
  done();
};

/** Method and path take part, so a key reused on another route is a mismatch too. */
export function requestHash(request: FastifyRequest): string {
  // A multipart route that set no fingerprint still gets duplicate protection, without the
  // body comparison.
  const body = request.idempotencyFingerprint ?? jsonFingerprints.get(request) ?? 'unknown-body';
  return sha256(`${request.method} ${request.url.split('?')[0] ?? ''}\n${body}`);
}
