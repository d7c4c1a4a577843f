/** The claims the client reads from the server's JWT: whose it is and when it expires. */
export interface TokenClaims {
  /** The user's id (JWT `sub`), as a string; null when absent. */
  sub: string | null;
  /** Expiry in ms since the epoch; null when absent. */
  exp: number | null;
}

/** Reads a JWT's payload without verifying it (the server does); null when unreadable. */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: unknown; exp?: unknown };
    // A payload of `null` or a number parses too.
    if (typeof claims !== 'object' || (claims as unknown) === null) return null;
    return {
      sub:
        typeof claims.sub === 'string' || typeof claims.sub === 'number'
          ? String(claims.sub)
          : null,
      exp: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
    };
  } catch {
    return null;
  }
}

/** The user id a token belongs to, or null. */
export function tokenUserId(token: string | null): string | null {
  return token ? (readTokenClaims(token)?.sub ?? null) : null;
}
