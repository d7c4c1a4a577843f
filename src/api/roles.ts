import { ENDPOINTS } from '../../contract/paths';
import type { Role, RoleList } from '../../contract/schemas/reference';
import { apiJson } from './http';

export async function listRoles(): Promise<Role[]> {
  return (await apiJson<RoleList>(ENDPOINTS.roles)).roles;
}
