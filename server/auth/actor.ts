import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { DbOrTrx } from '../db/schema';

/** The signed-in user a request acts as, read from the database on every request. */
export interface Actor {
  id: number;
  name: string;
  roleId: number;
  roleName: string;
}

export interface TokenClaims {
  sub: string;
  /** password_changed_at when the token was issued: a password change retires older tokens. */
  pv: string;
  /** Unique per sign-in (POST /logout revokes one token, not a user's others). */
  jti?: string;
}

/** The sites a user works at: an Administrator every one, a user without user_sites rows too. */
const worksAt = (site: unknown) => sql<boolean>`(roles.name = 'Administrator'
  or not exists (select 1 from user_sites where user_sites.user_id = users.id)
  or exists (select 1 from user_sites where user_sites.user_id = users.id
    and user_sites.site_id = ${site}))`;

/**
 * Runs on every signed-in request: compiled once. A token ended by POST /logout finds no row:
 * the revocation is one primary-key probe in the query that reads the user anyway, so it costs
 * no extra round trip and holds on every instance at once (design: Limits).
 *
 * It also reads what the request's site needs (server/sites/request-site.ts): the site its
 * X-Site-Id names (null: none) and whether the user works there, or without a header the
 * user's first site, and how many sites there are; so a site-scoped write costs no round trip
 * more than it did before sites (issue 34's deliveries-per-second figure).
 */
const selectActiveActor = compiledOnce(
  3,
  (db, userId: number, tokenHash: string, headerSite: number | null) => {
    const named = sql<number | null>`cast(${headerSite} as integer)`;
    return db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select([
        'users.id as id',
        'users.name as name',
        'users.role_id as roleId',
        'roles.name as roleName',
        'users.password_changed_at as passwordChangedAt',
      ])
      .select([
        sql<number | null>`(select sites.id from sites where sites.id = ${named})`.as('namedSite'),
        sql<number>`case when ${worksAt(named)} then 1 else 0 end`.as('worksAtNamed'),
        sql<number | null>`case when ${named} is null then
          (select min(sites.id) from sites where ${worksAt(sql.ref('sites.id'))}) end`.as(
          'firstSite',
        ),
        sql<number | string>`(select count(*) from sites)`.as('siteCount'),
      ])
      .where('users.id', '=', userId)
      .where('users.deleted_at', 'is', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('revoked_tokens')
              .select('revoked_tokens.token_hash')
              .where('revoked_tokens.token_hash', '=', tokenHash),
          ),
        ),
      );
  },
);

/** The key a token is revoked under: its sha256, so the table holds no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The user of a token, with the sites the request's X-Site-Id (`headerSite`, null when absent
 * or not a site id) calls for.
 */
export async function findActiveActor(
  db: DbOrTrx,
  userId: number,
  token: string,
  headerSite: number | null = null,
) {
  return (await selectActiveActor(db, userId, tokenHash(token), headerSite))[0];
}
