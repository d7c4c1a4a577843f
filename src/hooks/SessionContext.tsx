import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { SESSION_TEXT } from '../../contract/messages';
import { logOut } from '../api/auth';
import { setUnauthorizedHandler } from '../api/http';
import { sealEntriesOf } from '../offline/outbox/sealing';
import { endSignInGeneration } from '../offline/write-session';
import { showAlert } from '../lib/alert';
import { browserNavigation } from '../lib/browser-navigation';
import { ROUTES } from '../lib/routes';
import { checkToken, msUntilExpiry } from '../lib/session-check';
import { tokenUserId } from '../lib/token-claims';
import {
  clearSessionEntries,
  clearStoredSession,
  readAccessToken,
  readStoredSession,
  storeSession,
  type StoredSession,
} from '../lib/session-storage';

/** checking: a stored token is being checked (spec 2.5); the guard shows 'Checking session…'. */
export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

export interface SessionValue {
  session: StoredSession | null;
  status: SessionStatus;
  /** The user pressed Sign Out: login then starts afresh instead of returning to the last page. */
  signedOutByUser: boolean;
  signIn: (session: { token: string; roleId: number; roleName: string; userName: string }) => void;
  signOut: () => void;
}

interface SessionState {
  status: SessionStatus;
  session: StoredSession | null;
  signedOutByUser?: boolean;
}

const SIGNED_OUT: SessionState = { status: 'signed-out', session: null };
const SIGNED_OUT_BY_USER: SessionState = { ...SIGNED_OUT, signedOutByUser: true };

const SessionContext = createContext<SessionValue | null>(null);

/** The stored session is exposed at once (pages may read the role); the guard waits for the check. */
function readInitialState(): SessionState {
  const session = readStoredSession();
  return session ? { status: 'checking', session } : SIGNED_OUT;
}

/**
 * A session ends on the device without Sign Out (expiry, a 401): the user's unsent entries are
 * sealed as at Sign Out (offline/outbox/sealing.ts), to open at their next sign-in.
 */
function sealEntriesOfEndedSession(token: string | null): void {
  void sealEntriesOf(tokenUserId(token)).catch(() => undefined);
}

/** Spec 2.5 and 9: an expired token alerts and clears storage; an unreadable one clears it. */
function verifyStoredSession(now: number): SessionState {
  const token = readAccessToken();
  switch (checkToken(token, now)) {
    case 'valid':
      return { status: 'signed-in', session: readStoredSession() };
    case 'expired':
      showAlert(SESSION_TEXT.expired);
      sealEntriesOfEndedSession(token);
      clearStoredSession();
      return SIGNED_OUT;
    case 'invalid':
      clearStoredSession();
      return SIGNED_OUT;
    case 'missing':
      return SIGNED_OUT;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(readInitialState);

  // The check runs after the first render, so 'Checking session…' shows and the alert never
  // fires during rendering (nor twice under StrictMode: the first run is cancelled).
  useEffect(() => {
    let cancelled = false;
    void Promise.resolve().then(() => {
      if (!cancelled) setState(verifyStoredSession(Date.now()));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // Spec 7: any 401 removes the cookie and the three entries, goes to login and reloads.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      sealEntriesOfEndedSession(readAccessToken());
      clearSessionEntries();
      setState(SIGNED_OUT);
      browserNavigation.assign(ROUTES.login);
    });
    return () => setUnauthorizedHandler(() => undefined);
  }, []);

  // A token that expires while the app is open ends the session like an expired one at start.
  const token = state.status === 'signed-in' ? (state.session?.token ?? null) : null;
  useEffect(() => {
    if (!token) return;
    const delay = msUntilExpiry(token, Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      showAlert(SESSION_TEXT.expired);
      sealEntriesOfEndedSession(token);
      clearStoredSession();
      setState(SIGNED_OUT);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [token]);

  const signIn = useCallback<SessionValue['signIn']>((next) => {
    // Answers still arriving for whoever was signed in before are not written (write-session.ts).
    endSignInGeneration();
    storeSession(next);
    setState({ status: 'signed-in', session: readStoredSession() });
  }, []);

  // The guard around the layout then sends the user to /login (spec 4).
  const signOut = useCallback(() => {
    // Ends the token on the server too when online; offline it simply expires (design: Limits).
    if (navigator.onLine) logOut().catch(() => undefined);
    clearStoredSession();
    setState(SIGNED_OUT_BY_USER);
  }, []);

  const value = useMemo(
    () => ({
      session: state.session,
      status: state.status,
      signedOutByUser: state.signedOutByUser === true,
      signIn,
      signOut,
    }),
    [state, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
