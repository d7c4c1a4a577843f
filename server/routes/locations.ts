import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ITEM_AREA_CSV } from '../../contract/csv-columns';
import { ENDPOINTS } from '../../contract/paths';
import {
  IdParamsSchema,
  ListQuerySchema,
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
import { sendCsv } from '../export/csv';
import { errorResponses } from './responses';

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
        querystring: ListQuerySchema,
        response: { 200: ItemAreaListSchema, ...errorResponses },
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
        : listItemAreas(app.db, request.query),
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
    async (request, reply) => reply.status(201).send(await createItemArea(app.db, request.body)),
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
