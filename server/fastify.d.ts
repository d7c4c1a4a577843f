import type { Kysely } from 'kysely';
import type { Actor } from './auth/actor';
import type { LoginAttempts } from './auth/login-attempts';
import type { ServerConfig } from './config';
import type { Database, Engine } from './db/schema';
import type { ListBodies } from './sync/list-bodies';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    engine: Engine;
    config: ServerConfig;
    loginAttempts: LoginAttempts;
    /** Serialized and compressed list bodies of the current versions (a cache). */
    listBodies: ListBodies;
  }
  interface FastifyRequest {
    /** Set by authenticate / requirePage. */
    actor: Actor;
  }
}
