import { ENDPOINTS } from '../../contract/paths';
import type { SiteRef } from '../../contract/schemas/sites';
import type { User, UserCreateBody, UserList, UserUpdateBody } from '../../contract/schemas/users';
import { apiJson, apiSend } from './http';

/**
 * Users' sites (design: Sites and transfers): `siteIds` on create and edit, `Sites` on the
 * detail. Optional here: the contract's user schemas gain them with the server's users' sites,
 * and a server before sites answers without them.
 */
export interface UserSites {
  siteIds?: number[];
}
export type UserWithSites = User & { Sites?: SiteRef[] };

/** Users are not reference data: every visit reads them from the server. */
export function listUsers(): Promise<UserList> {
  return apiJson<UserList>(ENDPOINTS.users);
}

export function getUser(id: number | string): Promise<UserWithSites> {
  return apiJson<UserWithSites>(ENDPOINTS.user(id));
}

export function createUser(body: UserCreateBody & UserSites): Promise<User> {
  return apiJson<User>(ENDPOINTS.users, { method: 'POST', json: body });
}

export function updateUser(id: number, body: UserUpdateBody & UserSites): Promise<UserWithSites> {
  return apiJson<UserWithSites>(ENDPOINTS.user(id), { method: 'PUT', json: body });
}

export async function deleteUser(id: number): Promise<void> {
  await apiSend(ENDPOINTS.user(id), { method: 'DELETE' });
}

export async function changePassword(id: number, password: string): Promise<void> {
  await apiSend(ENDPOINTS.changePassword(id), { method: 'PUT', json: { password } });
}
