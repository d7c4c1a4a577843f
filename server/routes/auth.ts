import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ENDPOINTS } from '../../contract/paths';
import {
  ErrorSchema,
  LoginBodySchema,
  LoginResponseSchema,
  OutboxKeySchema,
  RoleListSchema,
} from '../../contract/schemas';
import { activityTransaction, actorOf, recordActivity } from '../activity';
import { tokenHash } from '../auth/actor';
import { authenticate, bearerToken } from '../auth/guard';
import { revokeToken } from '../auth/logout';
import { notifyTokenRevoked } from '../events/token-revocations';
import { logIn } from '../auth/login';
import { readOutboxKey } from '../auth/outbox-key';
import { errorResponses } from './responses';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ENDPOINTS.login,
    {
      schema: {
        operationId: 'logIn',
        summary: 'Sign in with a name and password and get a Bearer token valid for one day',
        tags: ['auth'],
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, 429: ErrorSchema, ...errorResponses },
      },
    },
    (request) =>
      logIn(
        {
          db: app.db,
          attempts: app.loginAttempts,
          address: request.ip,
          sign: (claims) => app.jwt.sign(claims),
        },
        request.body,
      ),
  );
  app.post(
    ENDPOINTS.logout,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'logOut',
        summary: 'End this token at once, on every instance (Sign Out)',
        tags: ['auth'],
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const claims = app.jwt.decode<{ exp?: number; jti?: string }>(token);
      const hash = tokenHash(token);
      // One transaction: other instances hear of the revocation exactly when it is committed.
      await activityTransaction(app.db, async (trx) => {
        await revokeToken(trx, token, claims?.exp ?? Date.now() / 1000 + 24 * 3600);
        await notifyTokenRevoked(trx, app.engine, hash);
        await recordActivity(trx, {
          actor: actorOf(request.actor),
          siteId: null,
          action: 'sign-out',
          entity: 'session',
          entityId: claims?.jti ?? null,
          summary: { key: 'session.signed-out', values: {} },
          links: [{ entity: 'user', entityId: request.actor.id }],
        });
      });
      // This instance's streams of the token end at once (others on the notice).
      app.listEvents.endToken(hash);
      return reply.status(204).send(null);
    },
  );
  app.get(
    ENDPOINTS.outboxKey,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getOutboxKey',
        summary:
          "The signed-in user's own outbox key: their device seals their unsent submissions with it at Sign Out",
        tags: ['auth'],
        response: { 200: OutboxKeySchema, ...errorResponses },
      },
    },
    async (request) => ({ key: await readOutboxKey(app.db, request.actor.id) }),
  );
  app.get(
    ENDPOINTS.roles,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listRoles',
        summary: 'List the roles',
        tags: ['roles'],
        response: { 200: RoleListSchema, ...errorResponses },
      },
    },
    async () => {
      const rows = await app.db.selectFrom('roles').select(['id', 'name']).orderBy('id').execute();
      return { roles: rows.map((row) => ({ RoleId: row.id, RoleName: row.name })) };
    },
  );
};
