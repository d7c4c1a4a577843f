import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canAccess, type PageName } from '../../contract/roles';
import { useSession } from './SessionContext';

/** No session: to login, remembering the page the visitor wanted (spec 2.3, 4). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  if (!session) {
    return (
      <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  return children;
}

/** A role without the page goes to /unauthorized (spec 4, 6). */
export function RequirePage({ page, children }: { page: PageName; children: ReactNode }) {
  const { session } = useSession();
  if (!canAccess(session?.roleName, page)) return <Navigate to="/unauthorized" replace />;
  return children;
}
