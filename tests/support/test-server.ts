import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_BASE_PATH } from '../../contract/paths';
import { ROLE_IDS, ROLE_NAMES, type RoleName } from '../../contract/roles';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { ensureRoles } from '../../server/bootstrap';
import { readConfig, type ServerConfig } from '../../server/config';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Engine } from '../../server/db/schema';
import { PG_URL } from './engines';
import { createPgSchema } from './pg-schemas';

export const TEST_PASSWORD = 'secret-pass';

/** One login per role: the user is named after the role, e.g. "warehouse-staff". */
export function userNameFor(role: RoleName): string {
  return role.toLowerCase().replace(/ /g, '-');
}

export interface TestServer {
  app: FastifyInstance;
  handle: DatabaseHandle;
  engine: Engine;
  /** A Bearer token for the seeded user of that role. */
  tokenFor(role: RoleName): Promise<string>;
  /** inject with the API base path prefixed and, when role is given, its Bearer token. */
  api(options: InjectOptions & { role?: RoleName; path: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function openFresh(
  engine: Engine,
  onDisk: boolean,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (engine === 'sqlite' && onDisk) {
    // A file, as the server runs: it has a read connection beside the writer; memory has not.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventory-test-'));
    return {
      handle: openSqlite(path.join(dir, 'test.sqlite'), { readConnection: true }),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (engine === 'sqlite') return { handle: openSqlite(':memory:'), drop: async () => undefined };
  const { schema, drop } = await createPgSchema('t');
  return { handle: openPostgres(PG_URL, schema), drop };
}

let passwordHashOnce: Promise<string> | null = null;

/** A migrated, empty database with one user per role, and the app built on it. */
export async function createTestServer(
  engine: Engine,
  overrides: Partial<ServerConfig> = {},
  options: { onDisk?: boolean } = {},
): Promise<TestServer> {
  const { handle, drop } = await openFresh(engine, options.onDisk === true);
  await migrateToLatest(handle.db, engine);
  await ensureRoles(handle.db);
  // One hash per test file: scrypt at full cost is the slowest step of building a server.
  passwordHashOnce ??= hashPassword(TEST_PASSWORD);
  const passwordHash = await passwordHashOnce;
  const now = new Date().toISOString();
  for (const role of ROLE_NAMES) {
    await handle.db
      .insertInto('users')
      .values({
        name: userNameFor(role),
        password_hash: passwordHash,
        role_id: ROLE_IDS[role],
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const config = { ...readConfig({}), webRoot: null, ...overrides };
  const app = await buildApp({
    db: handle.db,
    engine,
    config,
    jwtSecret: 'test-secret-0123456789abcdef',
  });
  /**
   * One sign-in per role, shared by requests sent at once: eight parallel requests as one role
   * would otherwise sign in eight times, from one address whose hashes run one at a time.
   */
  const tokens = new Map<RoleName, Promise<string>>();

  function tokenFor(role: RoleName): Promise<string> {
    const known = tokens.get(role);
    if (known) return known;
    const token = app
      .inject({
        method: 'POST',
        url: `${API_BASE_PATH}/login`,
        payload: { name: userNameFor(role), password: TEST_PASSWORD },
      })
      .then((response) => response.json<{ accessToken: string }>().accessToken);
    tokens.set(role, token);
    // A refused or failed sign-in is not kept: the next call tries again, as before.
    const forget = () => tokens.delete(role);
    void token.then((value) => (value ? undefined : forget()), forget);
    return token;
  }

  return {
    app,
    handle,
    engine,
    tokenFor,
    async api({ role, path, headers, ...rest }) {
      const auth = role ? { authorization: `Bearer ${await tokenFor(role)}` } : {};
      return app.inject({
        ...rest,
        url: `${API_BASE_PATH}${path}`,
        headers: { ...headers, ...auth },
      });
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
