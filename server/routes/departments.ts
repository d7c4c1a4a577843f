import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DEPARTMENT_CSV } from '../../contract/csv-columns';
import { ENDPOINTS } from '../../contract/paths';
import {
  DepartmentBodySchema,
  DepartmentListSchema,
  DepartmentSchema,
  IdParamsSchema,
  SyncListQuerySchema,
} from '../../contract/schemas';
import { authenticate, requirePage } from '../auth/guard';
import {
  createDepartment,
  deleteDepartment,
  getDepartment,
  listDepartments,
  updateDepartment,
} from '../reference/departments';
import { pathId } from '../request-values';
import { writeRoute } from '../idempotency';
import { readListState } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import { errorResponses, syncListResponses } from './responses';
import { sendCsv } from '../export/csv';

const tags = ['departments'];

export const departmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ENDPOINTS.departments,
    {
      onRequest: authenticate,
      schema: {
        tags,
        querystring: SyncListQuerySchema,
        response: { 200: DepartmentListSchema, ...syncListResponses },
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(
            reply,
            'departments',
            DEPARTMENT_CSV,
            request.query,
            async (bounds) =>
              (await listDepartments(app.db, { ...request.query, ...bounds })).departments,
          )
        : answerVersioned(request, reply, await readListState(app.db, 'departments'), () =>
            listDepartments(app.db, request.query),
          ),
  );
  app.post(
    ENDPOINTS.departments,
    {
      onRequest: requirePage('Departments'),
      schema: {
        tags,
        body: DepartmentBodySchema,
        response: { 201: DepartmentSchema, ...errorResponses },
      },
    },
    writeRoute(201, (trx, request) => createDepartment(trx, request.body)),
  );
  app.get(
    ENDPOINTS.department(':id'),
    {
      onRequest: authenticate,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: DepartmentSchema, ...errorResponses },
      },
    },
    (request) => getDepartment(app.db, pathId(request.params.id, 'Department')),
  );
  app.put(
    ENDPOINTS.department(':id'),
    {
      onRequest: requirePage('Departments'),
      schema: {
        tags,
        params: IdParamsSchema,
        body: DepartmentBodySchema,
        response: { 200: DepartmentSchema, ...errorResponses },
      },
    },
    (request) => updateDepartment(app.db, pathId(request.params.id, 'Department'), request.body),
  );
  app.delete(
    ENDPOINTS.department(':id'),
    {
      onRequest: requirePage('Departments'),
      schema: { tags, params: IdParamsSchema, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      await deleteDepartment(app.db, pathId(request.params.id, 'Department'));
      return reply.status(204).send(null);
    },
  );
};
