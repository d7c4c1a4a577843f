import { ENDPOINTS } from '../../contract/paths';
import type { Role } from '../../contract/schemas/reference';
import { apiRequest } from './http';

export async function listRoles(): Promise<Role[]> {
  const body = await apiRequest<{ roles?: Role[] } | undefined>(ENDPOINTS.roles);
  return body?.roles ?? [];
}
