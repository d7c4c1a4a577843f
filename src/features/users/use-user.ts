import { useEffect, useState } from 'react';
import { ApiError } from '../../api/http';
import { getUser, type UserWithSites as User } from '../../api/users';

export interface UserState {
  user: User | null;
  loading: boolean;
  error: unknown;
  notFound: boolean;
  replace: (user: User) => void;
}

/** One user, read from the server on each visit (users are not cached offline). */
export function useUser(id: number | null): UserState {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(id !== null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (id === null) return;
    let active = true;
    getUser(id)
      .then((fresh) => {
        if (active) setUser(fresh);
      })
      .catch((reason: unknown) => {
        if (active) setError(reason);
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [id]);

  return {
    user,
    loading,
    error,
    notFound: id === null || (error instanceof ApiError && error.status === 404),
    replace: setUser,
  };
}
