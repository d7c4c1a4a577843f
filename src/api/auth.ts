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
