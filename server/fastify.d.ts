import type { Kysely } from 'kysely';
import type { TSchema } from 'typebox';
import type { Actor } from './auth/actor';
import type { LoginAttempts } from './auth/login-attempts';
import type { ServerConfig } from './config';
import type { Database, Engine } from './db/schema';
import type { ListBodies } from './sync/list-bodies';
import type { ListEventHub } from './events/list-event-hub';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    engine: Engine;
    config: ServerConfig;
    loginAttempts: LoginAttempts;
    /** Serialized and compressed list bodies of the current versions (a cache). */
    listBodies: ListBodies;
    /** Live events: the streams open on this instance and the list versions they follow. */
    listEvents: ListEventHub;
    /** Starts following the versions (LISTEN on PostgreSQL) once; every stream awaits it. */
    startListEvents(): Promise<void>;
  }
  interface FastifySchema {
    /** OpenAPI only: a multipart body the handler reads itself, so Fastify never validates it. */
    multipartBody?: TSchema;
  }
  interface FastifyRequest {
    /** Set by authenticate / requirePage. */
    actor: Actor;
  }
}
