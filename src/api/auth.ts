import { ENDPOINTS } from '../../contract/paths';
import type { LoginBody, LoginResponse } from '../../contract/schemas/users';
import { apiRequest } from './http';

export function logIn(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(ENDPOINTS.login, {
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
  return apiRequest<unknown>(ENDPOINTS.logout, {
    method: 'POST',
    skipUnauthorizedHandler: true,
  }).then(() => undefined);
}
