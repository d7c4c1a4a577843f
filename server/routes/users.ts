import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SUCCESS } from '../../contract/messages';
import { USER_CSV } from '../../contract/csv-columns';
import { ENDPOINTS } from '../../contract/paths';
import { canAccess } from '../../contract/roles';
import {
  ChangePasswordBodySchema,
  IdParamsSchema,
  ListQuerySchema,
  MessageSchema,
  UserCreateBodySchema,
  UserListSchema,
  UserSchema,
  UserUpdateBodySchema,
} from '../../contract/schemas';
import { authenticate, requirePage } from '../auth/guard';
import { changePassword, deleteUser, updateUser } from '../reference/user-changes';
import { createUser, getUser, listUsers, newPasswordHash } from '../reference/users';
import { forbidden } from '../errors';
import { pathId } from '../request-values';
import { sendCsv } from '../export/csv';
import { errorResponses } from './responses';
import { writeOnce } from '../idempotency';
import { actorOf } from '../activity';

const tags = ['users'];
const WHAT = 'User';

/** Everything but the list needs the Users page; the list's count is for every role. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ENDPOINTS.users,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listUsers',
        summary: 'List users (every role gets the total count, Users the users too)',
        tags,
        querystring: ListQuerySchema,
        response: { 200: UserListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const withUsers = canAccess(request.actor.roleName, 'Users');
      if (request.query.format !== 'csv') return listUsers(app.db, request.query, withUsers);
      // The count is for every role; the users themselves only for the Users page.
      if (!withUsers) throw forbidden();
      return sendCsv(reply, 'users', USER_CSV, request.query, async (bounds) => {
        return (await listUsers(app.db, { ...request.query, ...bounds }, true)).users ?? [];
      });
    },
  );
  app.post(
    ENDPOINTS.users,
    {
      onRequest: requirePage('Users'),
      schema: {
        operationId: 'createUser',
        summary: 'Create a user',
        tags,
        body: UserCreateBodySchema,
        response: { 201: UserSchema, ...errorResponses },
      },
    },
    // The hash is made before the write transaction (design: Limits), so this route is not a
    // writeRoute: its key is claimed before the handler, as on PostgreSQL.
    async (request, reply) => {
      const passwordHash = await newPasswordHash(request.body);
      return writeOnce(request, reply, 201, (trx) =>
        createUser(trx, actorOf(request.actor), request.body, passwordHash),
      );
    },
  );
  app.get(
    ENDPOINTS.user(':id'),
    {
      onRequest: requirePage('Users'),
      schema: {
        operationId: 'getUser',
        summary: 'Get one user',
        tags,
        params: IdParamsSchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    (request) => getUser(app.db, pathId(request.params.id, WHAT)),
  );
  app.put(
    ENDPOINTS.user(':id'),
    {
      onRequest: requirePage('Users'),
      schema: {
        operationId: 'updateUser',
        summary: "Change a user's name or role",
        tags,
        params: IdParamsSchema,
        body: UserUpdateBodySchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    (request) =>
      updateUser(
        app.db,
        app.engine,
        actorOf(request.actor),
        pathId(request.params.id, WHAT),
        request.body,
      ),
  );
  app.delete(
    ENDPOINTS.user(':id'),
    {
      onRequest: requirePage('Users'),
      schema: {
        operationId: 'deleteUser',
        summary: 'Delete a user',
        tags,
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteUser(app.db, app.engine, actorOf(request.actor), pathId(request.params.id, WHAT));
      return reply.status(204).send(null);
    },
  );
  app.put(
    ENDPOINTS.changePassword(':id'),
    {
      onRequest: requirePage('Users'),
      schema: {
        operationId: 'changeUserPassword',
        summary: "Change a user's password (their older tokens stop working)",
        tags,
        params: IdParamsSchema,
        body: ChangePasswordBodySchema,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await changePassword(
        app.db,
        actorOf(request.actor),
        pathId(request.params.id, WHAT),
        request.body,
      );
      return { message: SUCCESS.passwordChanged };
    },
  );
};
