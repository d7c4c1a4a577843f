import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ROLE_IDS, ROLE_NAMES } from '../contract/roles';
import { hashPassword, generatePassword } from './auth/passwords';
import { nowIso } from './clock';
import type { Database } from './db/schema';

/** Seeds the five roles with their fixed ids (design: Roles); safe to run on every start. */
export async function ensureRoles(db: Kysely<Database>): Promise<void> {
  for (const name of ROLE_NAMES) {
    await db
      .insertInto('roles')
      .values({ id: ROLE_IDS[name], name })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

/**
 * Creates the first Administrator when no live user exists. Returns the generated password
 * (printed once by main.ts) when none was configured.
 */
export async function ensureFirstAdministrator(
  db: Kysely<Database>,
  options: { name: string; password: string | null },
): Promise<{ name: string; generatedPassword: string | null } | null> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (existing) return null;
  const password = options.password ?? generatePassword();
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      name: options.name,
      password_hash: await hashPassword(password),
      role_id: ROLE_IDS.Administrator,
      password_changed_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { name: options.name, generatedPassword: options.password ? null : password };
}

/** JWT_SECRET, else one generated once and kept in the database for every instance. */
export async function loadJwtSecret(
  db: Kysely<Database>,
  configured: string | null,
): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('settings')
    .values({ key: 'jwt_secret', value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
