/** What RequireSession puts in the location state when it sends a visitor to login (spec 2.3). */
export interface LoginRedirectState {
  from?: string;
}

/** The remembered origin page, only if it is an in-app path (never another site). */
export function readLoginOrigin(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as LoginRedirectState).from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
