import { ENDPOINTS } from '../../contract/paths';
import type { User, UserCreateBody, UserList, UserUpdateBody } from '../../contract/schemas/users';
import { apiJson, apiSend } from './http';

/** Users are not reference data: every visit reads them from the server. */
export function listUsers(): Promise<UserList> {
  return apiJson<UserList>(ENDPOINTS.users);
}

export function getUser(id: number | string): Promise<User> {
  return apiJson<User>(ENDPOINTS.user(id));
}

export function createUser(body: UserCreateBody): Promise<User> {
  return apiJson<User>(ENDPOINTS.users, { method: 'POST', json: body });
}

export function updateUser(id: number, body: UserUpdateBody): Promise<User> {
  return apiJson<User>(ENDPOINTS.user(id), { method: 'PUT', json: body });
}

export async function deleteUser(id: number): Promise<void> {
  await apiSend(ENDPOINTS.user(id), { method: 'DELETE' });
}

export async function changePassword(id: number, password: string): Promise<void> {
  await apiSend(ENDPOINTS.changePassword(id), { method: 'PUT', json: { password } });
}
