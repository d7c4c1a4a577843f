import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canAccess, type PageName } from '../../contract/roles';
import type { LoginRedirectState } from '../lib/login-origin';
import { ROUTES } from '../lib/routes';
import { SessionCheck } from '../ui/SessionCheck';
import { useSession } from '../hooks/SessionContext';

/** While checking: 'Checking session…'; no session: to login, remembering the page (spec 2.5, 4). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status, signedOutByUser } = useSession();
  const location = useLocation();
  if (status === 'checking') return <SessionCheck />;
  if (status === 'signed-out') {
    const state: LoginRedirectState | null = signedOutByUser
      ? null
      : { from: `${location.pathname}${location.search}` };
    return <Navigate to={ROUTES.login} replace state={state} />;
  }
  return children;
}

/** A role without the page goes to /unauthorized (spec 4, 6). */
export function RequirePage({ page, children }: { page: PageName; children: ReactNode }) {
  const { session } = useSession();
  if (!canAccess(session?.roleName, page)) return <Navigate to={ROUTES.unauthorized} replace />;
  return children;
}
