import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openPostgres, type DatabaseHandle } from '../../server/db/connect';
import { PG_URL } from './engines';
import type { TestServer } from './test-server';

/** Another app instance with its own pool on the PostgreSQL schema of `first`, as behind a load balancer. */
export async function secondInstance(
  first: TestServer,
): Promise<{ app: FastifyInstance; handle: DatabaseHandle }> {
  const schema = (
    await sql<{ schema: string }>`select current_schema() as schema`.execute(first.handle.db)
  ).rows[0]?.schema;
  const handle = openPostgres(PG_URL, schema);
  const app = await buildApp({
    db: handle.db,
    engine: 'postgres',
    config: { ...readConfig({}), webRoot: null },
    jwtSecret: 'test-secret-0123456789abcdef',
  });
  return { app, handle };
}
