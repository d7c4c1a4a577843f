import { ENDPOINTS } from '../../contract/paths';
import type { LoginBody, LoginResponse, OutboxKey } from '../../contract/schemas/users';
import { apiJson, apiSend } from './http';

export function logIn(body: LoginBody): Promise<LoginResponse> {
  return apiJson<LoginResponse>(ENDPOINTS.login, {
    method: 'POST',
    json: body,
    skipUnauthorizedHandler: true,
  });
}

/**
 * Ends the token on the server (every instance), as Sign Out does when online. The token is
 * read when the request starts, so the caller may clear the session right after calling.
 */
export function logOut(): Promise<void> {
  return apiSend(ENDPOINTS.logout, { method: 'POST', skipUnauthorizedHandler: true });
}

/**
 * The signed-in user's outbox key (issue 32): their unsent submissions are sealed with it at
 * Sign Out (offline/outbox/sealing.ts). A 401 here must not reload the page: the outbox asks in
 * the background, and the session's own requests handle an ended token.
 */
export async function getOutboxKey(): Promise<string> {
  const answer = await apiJson<OutboxKey>(ENDPOINTS.outboxKey, {
    skipUnauthorizedHandler: true,
  });
  return answer.key;
}
