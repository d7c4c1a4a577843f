import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CATEGORY_CSV } from '../../contract/csv-columns';
import { ENDPOINTS } from '../../contract/paths';
import {
  IdParamsSchema,
  SyncListQuerySchema,
  CategoryBodySchema,
  CategoryListSchema,
  CategorySchema,
} from '../../contract/schemas';
import { authenticate, requirePage } from '../auth/guard';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from '../reference/categories';
import { pathId } from '../request-values';
import { writeRoute } from '../idempotency';
import { readListState } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import { errorResponses, syncListResponses } from './responses';
import { sendCsv } from '../export/csv';

const tags = ['categories'];
const WHAT = 'Category';

/** Any signed-in role reads; writes need the 'Categories' page (spec section 6). */
export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ENDPOINTS.categories,
    {
      onRequest: authenticate,
      schema: {
        tags,
        querystring: SyncListQuerySchema,
        response: { 200: CategoryListSchema, ...syncListResponses },
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(
            reply,
            'categories',
            CATEGORY_CSV,
            request.query,
            async (bounds) =>
              (await listCategories(app.db, { ...request.query, ...bounds })).categories,
          )
        : answerVersioned(request, reply, await readListState(app.db, 'categories'), () =>
            listCategories(app.db, request.query),
          ),
  );
  app.post(
    ENDPOINTS.categories,
    {
      onRequest: requirePage('Categories'),
      schema: {
        tags,
        body: CategoryBodySchema,
        response: { 201: CategorySchema, ...errorResponses },
      },
    },
    writeRoute(201, (trx, request) => createCategory(trx, request.body)),
  );
  app.get(
    ENDPOINTS.category(':id'),
    {
      onRequest: authenticate,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: CategorySchema, ...errorResponses },
      },
    },
    (request) => getCategory(app.db, pathId(request.params.id, WHAT)),
  );
  app.put(
    ENDPOINTS.category(':id'),
    {
      onRequest: requirePage('Categories'),
      schema: {
        tags,
        params: IdParamsSchema,
        body: CategoryBodySchema,
        response: { 200: CategorySchema, ...errorResponses },
      },
    },
    (request) => updateCategory(app.db, pathId(request.params.id, WHAT), request.body),
  );
  app.delete(
    ENDPOINTS.category(':id'),
    {
      onRequest: requirePage('Categories'),
      schema: { tags, params: IdParamsSchema, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      await deleteCategory(app.db, pathId(request.params.id, WHAT));
      return reply.status(204).send(null);
    },
  );
};
