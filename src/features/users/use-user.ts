import { getUser, type UserWithSites as User } from '../../api/users';
import { useServerRecord } from '../../hooks/useServerRecord';

export interface UserState {
  user: User | null;
  loading: boolean;
  error: unknown;
  notFound: boolean;
  replace: (user: User) => void;
}

/** One user, read from the server on each visit (users are not cached offline). */
export function useUser(id: number | null): UserState {
  const { record, ...state } = useServerRecord(id, getUser);
  return { user: record, ...state };
}
