import { SERVER_MESSAGE } from '../../contract/messages';
import { IDEMPOTENCY_HEADER } from '../../contract/paths';
import { classifyStatus, type OutboxEntry, type SendOutcome } from '../offline/outbox';
import { ApiError, apiFetch } from './http';

const SEND_TIMEOUT_MS = 20_000;

/**
 * Sends one outbox entry with its id as the Idempotency-Key. A 401 here must not reload the
 * page mid-replay: the outbox pauses instead and the session handles the sign-in.
 */
export async function sendOutboxEntry(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    const response = await apiFetch<unknown>(entry.path, {
      method: 'POST',
      json: entry.body,
      headers: { [IDEMPOTENCY_HEADER]: entry.id },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      skipUnauthorizedHandler: true,
    });
    return { kind: 'accepted', response: response.data };
  } catch (error) {
    // The same key still being processed (another tab, a lost answer) is "try again", not a refusal.
    if (error instanceof ApiError && error.serverMessage === SERVER_MESSAGE.idempotencyInFlight) {
      return { kind: 'unreachable' };
    }
    if (error instanceof ApiError) return classifyStatus(error.status, error.serverMessage);
    return { kind: 'unreachable' };
  }
}
