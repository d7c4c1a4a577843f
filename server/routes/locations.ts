import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ITEM_AREA_CSV } from '../../contract/csv-columns';
import { ENDPOINTS } from '../../contract/paths';
import {
  IdParamsSchema,
  SyncListQuerySchema,
  ItemAreaBodySchema,
  ItemAreaListSchema,
  ItemAreaSchema,
} from '../../contract/schemas';
import { authenticate, requirePage } from '../auth/guard';
import {
  createItemArea,
  deleteItemArea,
  getItemArea,
  listItemAreas,
  updateItemArea,
} from '../reference/item-areas';
import { pathId } from '../request-values';
import { writeRoute } from '../idempotency';
import { readListState } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import { errorResponses, syncListResponses } from './responses';
import { sendCsv } from '../export/csv';

const tags = ['locations'];
const WHAT = 'Item area';

/** Any signed-in role reads; writes need the 'Item Area' page (spec section 6). */
export const itemAreaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ENDPOINTS.locations,
    {
      onRequest: authenticate,
      schema: {
        tags,
        querystring: SyncListQuerySchema,
        response: { 200: ItemAreaListSchema, ...syncListResponses },
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(
            reply,
            'item-areas',
            ITEM_AREA_CSV,
            request.query,
            async (bounds) =>
              (await listItemAreas(app.db, { ...request.query, ...bounds })).itemArea,
          )
        : answerVersioned(request, reply, await readListState(app.db, 'item_areas'), () =>
            listItemAreas(app.db, request.query),
          ),
  );
  app.post(
    ENDPOINTS.locations,
    {
      onRequest: requirePage('Item Area'),
      schema: {
        tags,
        body: ItemAreaBodySchema,
        response: { 201: ItemAreaSchema, ...errorResponses },
      },
    },
    writeRoute(201, (trx, request) => createItemArea(trx, request.body)),
  );
  app.get(
    ENDPOINTS.location(':id'),
    {
      onRequest: authenticate,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: ItemAreaSchema, ...errorResponses },
      },
    },
    (request) => getItemArea(app.db, pathId(request.params.id, WHAT)),
  );
  app.put(
    ENDPOINTS.location(':id'),
    {
      onRequest: requirePage('Item Area'),
      schema: {
        tags,
        params: IdParamsSchema,
        body: ItemAreaBodySchema,
        response: { 200: ItemAreaSchema, ...errorResponses },
      },
    },
    (request) => updateItemArea(app.db, pathId(request.params.id, WHAT), request.body),
  );
  app.delete(
    ENDPOINTS.location(':id'),
    {
      onRequest: requirePage('Item Area'),
      schema: { tags, params: IdParamsSchema, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      await deleteItemArea(app.db, pathId(request.params.id, WHAT));
      return reply.status(204).send(null);
    },
  );
};
