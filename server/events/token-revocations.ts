import { sql } from 'kysely';
import type { DbOrTrx, Engine } from '../db/schema';

/**
 * PostgreSQL channel on which POST /logout tells every instance which token it ended, so each
 * closes that token's event streams at once (design: Live updates). The payload names the
 * schema (the tests share one database) and the token's sha256, never the token.
 */
export const TOKEN_REVOKED_CHANNEL = 'token_revoked';

interface RevokedNotice {
  schema: string;
  tokenHash: string;
}

/**
 * Sends the notice from inside the revoking transaction: PostgreSQL delivers it at commit only,
 * so no instance hears of a revocation that did not happen. SQLite is one process: the caller
 * ends the streams itself.
 */
export async function notifyTokenRevoked(
  db: DbOrTrx,
  engine: Engine,
  tokenHash: string,
): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`select pg_notify(${TOKEN_REVOKED_CHANNEL}, json_build_object('schema', current_schema(), 'tokenHash', ${tokenHash}::text)::text)`.execute(
    db,
  );
}

export function parseRevokedNotice(payload: string | undefined): RevokedNotice | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<RevokedNotice>;
    return typeof value.schema === 'string' && typeof value.tokenHash === 'string'
      ? { schema: value.schema, tokenHash: value.tokenHash }
      : null;
  } catch {
    return null;
  }
}
