import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WASTE_CSV } from '../../contract/csv-columns';
import { ENDPOINTS } from '../../contract/paths';
import {
  ListQuerySchema,
  WasteBodySchema,
  WasteItemListSchema,
  WasteItemSchema,
} from '../../contract/schemas';
import { authenticate, requirePage } from '../auth/guard';
import { exportWaste, listWaste, recordWaste } from '../stock/waste';
import { readDatabaseVersion } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import { sendCsv } from '../export/csv';
import { errorResponses } from './responses';
import { siteOf, siteScoped, stockScopeOf } from '../sites/request-site';
import { writeRoute } from '../idempotency';

const tags = ['waste'];

/** Waste reports: any signed-in role reads them (the dashboard's pie), Reports writes them. */
export const wasteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ENDPOINTS.wasteItems,
    {
      onRequest: authenticate,
      preHandler: siteScoped,
      schema: {
        tags,
        querystring: ListQuerySchema,
        response: { 200: WasteItemListSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(
            reply,
            'waste',
            WASTE_CSV,
            request.query,
            async (bounds) =>
              (await listWaste(app.db, stockScopeOf(request), { ...request.query, ...bounds }))
                .wasteItems,
            exportWaste(app.db, request.query, stockScopeOf(request)),
          )
        : answerVersioned(request, reply, await readDatabaseVersion(app.db), () =>
            listWaste(app.db, stockScopeOf(request), request.query),
          ),
  );
  app.post(
    ENDPOINTS.wasteItems,
    {
      onRequest: requirePage('Reports'),
      preHandler: siteScoped,
      schema: {
        tags,
        body: WasteBodySchema,
        response: { 201: WasteItemSchema, ...errorResponses },
      },
    },
    writeRoute(201, (trx, request) =>
      recordWaste(trx, app.engine, request.actor.id, siteOf(request), request.body),
    ),
  );
};
