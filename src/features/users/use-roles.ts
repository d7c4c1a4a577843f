import { FALLBACK } from '../../../contract/messages';
import type { Role } from '../../../contract/schemas/reference';
import { listRoles } from '../../api/roles';
import { useCachedList } from '../../hooks/useCachedList';
import { ROLES_KEY } from '../../offline/device-sync/device-pages';

/**
 * The roles a user can be given, from GET /roles (spec 6: roles are loaded from the server):
 * the device copy device sync keeps for roles with the Users page at once, then the network.
 */
export function useRoles(): { roles: Role[]; loading: boolean } {
  const list = useCachedList(ROLES_KEY, listRoles, FALLBACK.rolesLoad);
  return { roles: list.data ?? [], loading: list.data === null && list.loading };
}
