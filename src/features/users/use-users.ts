import { useEffect, useState } from 'react';
import { FALLBACK } from '../../../contract/messages';
import type { User } from '../../../contract/schemas/users';
import { messageOf } from '../../api/http';
import { listUsers } from '../../api/users';
import { showAlert } from '../../lib/alert';

export interface UsersState {
  users: User[];
  totalCount: number | null;
  loading: boolean;
}

/** Users are not reference data: each visit reads them straight from the server. */
export function useUsers(): UsersState {
  const [state, setState] = useState<UsersState>({ users: [], totalCount: null, loading: true });

  useEffect(() => {
    let active = true;
    listUsers()
      .then((list) => {
        if (!active) return;
        const users = list.users ?? [];
        setState({ users, totalCount: list.totalCount, loading: false });
      })
      .catch((error: unknown) => {
        if (!active) return;
        setState((current) => ({ ...current, loading: false }));
        showAlert(messageOf(error, FALLBACK.usersLoad));
      });
    return () => {
      active = false;
    };
  }, []);

  return state;
}
