import type { FastifyInstance } from 'fastify';
import { pgClientConfigOf } from '../db/connect';
import { ListEventHub, type ActorReader } from './list-event-hub';
import { PgListener } from './pg-listener';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The instance's live events (design: Live updates). On PostgreSQL a LISTEN connection hears
 * every committed write of every instance; on SQLite (one process) each write request, once
 * answered (so committed or rolled back), has the versions read again. Nothing runs until the
 * first stream opens: an instance nobody listens to pays nothing.
 */
export function registerListEvents(app: FastifyInstance): void {
  // One query for every stream's user when users change (a role change applies mid-stream), one
  // for their tokens' revocations.
  const readActors: ActorReader = async (userIds, tokenHashes) => {
    const revoked = await app.db
      .selectFrom('revoked_tokens')
      .select('token_hash')
      .where('token_hash', 'in', tokenHashes)
      .execute();
    const rows = await app.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['users.id as id', 'roles.name as roleName', 'users.password_changed_at as pv'])
      .where('users.id', 'in', userIds)
      .where('users.deleted_at', 'is', null)
      .execute();
    return {
      users: new Map(
        rows.map((row) => [row.id, { roleName: row.roleName, passwordChangedAt: row.pv }]),
      ),
      revoked: new Set(revoked.map((row) => row.token_hash)),
    };
  };
  const hub = new ListEventHub(readActors);
  app.decorate('listEvents', hub);
  let listener: PgListener | null = null;
  let started: Promise<void> | null = null;

  app.decorate('startListEvents', () => {
    started ??= startWatching().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  });

  async function startWatching(): Promise<void> {
    const clientConfig = app.engine === 'postgres' ? pgClientConfigOf(app.db) : undefined;
    if (!clientConfig) {
      await hub.catchUp(app.db);
      return;
    }
    listener = new PgListener(clientConfig, {
      onNotice: (list, version) => hub.changed(list, version),
      onTokenRevoked: (tokenHash) => hub.endToken(tokenHash),
      // After a drop: a logout's notice may have gone unheard meanwhile (the first time, no
      // stream is open yet and this costs nothing).
      onListening: async () => {
        await hub.catchUp(app.db);
        hub.recheckStreams();
      },
      onError: (error) => app.log.warn({ err: error }, 'Live events: LISTEN connection lost'),
    });
    await listener.start();
  }

  if (app.engine !== 'postgres') {
    app.addHook('onResponse', (request, _reply, done) => {
      if (WRITE_METHODS.has(request.method) && hub.ready && hub.streams > 0) {
        hub.catchUp(app.db).catch((error: unknown) => {
          app.log.warn({ err: error }, 'Live events: reading list versions failed');
        });
      }
      done();
    });
  }

  // Before the server waits for connections to end: an open stream never would.
  app.addHook('preClose', (done) => {
    hub.endAll();
    done();
  });
  app.addHook('onClose', async () => {
    await listener?.close();
  });
}
