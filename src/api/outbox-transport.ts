import { SERVER_MESSAGE } from '../../contract/messages';
import { IDEMPOTENCY_HEADER } from '../../contract/paths';
import { classifyStatus, type OutboxEntry, type SendOutcome } from '../offline/outbox';

/** Where and as whom an outbox entry is sent: the page and the service worker each supply it. */
export interface OutboxTransport {
  /** The provider API root, e.g. /api/v1/inventory-system. */
  apiRoot: string;
  /** The Bearer token, or null (the server then answers 401 and the queue pauses). */
  token: string | null;
  timeoutMs?: number;
}

const SEND_TIMEOUT_MS = 20_000;

function serverMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const message = (body as { error?: { message?: unknown } }).error?.message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(String).join('\n');
  return null;
}

/**
 * Posts one outbox entry with its id as the Idempotency-Key and sorts the answer into an
 * outcome. Uses only what a page and a service worker both have (fetch, no document), so the
 * background-sync replay in sw/ sends exactly as the page does.
 */
export async function postOutboxEntry(
  entry: OutboxEntry,
  transport: OutboxTransport,
): Promise<SendOutcome> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [IDEMPOTENCY_HEADER]: entry.id,
  };
  // A DELETE has no body, and Fastify refuses an empty one declared as JSON.
  if ((entry.method ?? 'POST') === 'POST') headers['Content-Type'] = 'application/json';
  if (transport.token) headers.Authorization = `Bearer ${transport.token}`;
  let response: Response;
  let text: string;
  try {
    const method = entry.method ?? 'POST';
    response = await fetch(`${transport.apiRoot}${entry.path}`, {
      method,
      headers,
      ...(method === 'POST' ? { body: JSON.stringify(entry.body) } : {}),
      signal: AbortSignal.timeout(transport.timeoutMs ?? SEND_TIMEOUT_MS),
    });
    text = await response.text();
  } catch {
    return { kind: 'unreachable' };
  }
  let parsed: unknown = undefined;
  let json = true;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    json = false;
  }
  // A captive portal answers anything with its own page (often after a redirect): that is no
  // acceptance, only a network that does not reach the server yet.
  if (response.redirected || (response.ok && !json)) return { kind: 'unreachable' };
  if (response.ok) return { kind: 'accepted', response: parsed };
  // A DELETE repeated after a lost answer finds nothing left to delete: that is its success.
  if (entry.method === 'DELETE' && response.status === 404) {
    return { kind: 'accepted', response: undefined };
  }
  const message = serverMessageOf(parsed);
  // The same key still being processed (another tab, a lost answer) is "try again", not a refusal.
  if (message === SERVER_MESSAGE.idempotencyInFlight) return { kind: 'unreachable' };
  return classifyStatus(response.status, message);
}
