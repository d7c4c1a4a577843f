import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../contract/paths';
import {
  ErrorSchema,
  LoginBodySchema,
  LoginResponseSchema,
  RoleListSchema,
} from '../../contract/schemas';
import { authenticate } from '../auth/guard';
import { logIn } from '../auth/login';
import { errorResponses } from './responses';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ENDPOINTS.login,
    {
      schema: {
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
  app.get(
    ENDPOINTS.roles,
    {
      onRequest: authenticate,
      schema: { tags: ['roles'], response: { 200: RoleListSchema, ...errorResponses } },
    },
    async () => {
      const rows = await app.db.selectFrom('roles').select(['id', 'name']).orderBy('id').execute();
      return { roles: rows.map((row) => ({ RoleId: row.id, RoleName: row.name })) };
    },
  );
};
