import { useEffect, useState } from 'react';
import { FALLBACK } from '../../../contract/messages';
import type { Role } from '../../../contract/schemas/reference';
import { messageOf } from '../../api/http';
import { listRoles } from '../../api/roles';
import { showAlert } from '../../ui/alert';

/** The roles a user can be given, from GET /roles (spec 6: roles are loaded from the server). */
export function useRoles(): { roles: Role[]; loading: boolean } {
  const [roles, setRoles] = useState<Role[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    listRoles()
      .then((list) => {
        if (active) setRoles(list);
      })
      .catch((error: unknown) => {
        if (active) showAlert(messageOf(error, FALLBACK.rolesLoad));
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, []);

  return { roles, loading };
}
