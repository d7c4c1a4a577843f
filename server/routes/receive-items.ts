import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PO_ITEM_CSV, RECEIVED_CSV } from '../../contract/csv-columns';
import { ENDPOINTS } from '../../contract/paths';
import {
  ListQuerySchema,
  PoReceiveBodySchema,
  PoReceivedItemListSchema,
  PoReceiveResponseSchema,
  ReceiveBodySchema,
  ReceivedItemListSchema,
  ReceivedItemsQuerySchema,
  ReceiveResponseSchema,
} from '../../contract/schemas';
import { authenticate, requirePage } from '../auth/guard';
import { receiveItems, receivePoItems } from '../stock/receive';
import {
  exportReceivedItems,
  listPoReceivedItems,
  listReceivedItems,
} from '../stock/received-items';
import { readDatabaseVersion } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import { sendCsv } from '../export/csv';
import { errorResponses } from './responses';
import { writeRoute } from '../idempotency';
import { siteOf, siteScoped } from '../sites/request-site';

const tags = ['receive-items'];

/** Received lots, with and without a PO. Any signed-in role reads them (the dashboard does). */
export const receiveItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ENDPOINTS.receiveItems,
    {
      onRequest: authenticate,
      schema: {
        tags,
        querystring: ReceivedItemsQuerySchema,
        response: { 200: ReceivedItemListSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(
            reply,
            'received-items',
            RECEIVED_CSV,
            request.query,
            async (bounds) =>
              (await listReceivedItems(app.db, { ...request.query, ...bounds })).receiveItems,
            exportReceivedItems(app.db, request.query, false),
          )
        : answerVersioned(request, reply, await readDatabaseVersion(app.db), () =>
            listReceivedItems(app.db, request.query),
          ),
  );
  app.post(
    ENDPOINTS.receiveItems,
    {
      onRequest: requirePage('Add Inventory'),
      schema: {
        tags,
        body: ReceiveBodySchema,
        response: { 201: ReceiveResponseSchema, ...errorResponses },
      },
    },
    writeRoute(201, (trx, request) => receiveItems(trx, request.actor.id, request.body)),
  );
  app.get(
    ENDPOINTS.poReceiveItems,
    {
      onRequest: authenticate,
      schema: {
        tags,
        querystring: ListQuerySchema,
        response: { 200: PoReceivedItemListSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(
            reply,
            'po-items',
            PO_ITEM_CSV,
            request.query,
            async (bounds) =>
              (await listPoReceivedItems(app.db, { ...request.query, ...bounds })).poReceiveItems,
            exportReceivedItems(app.db, request.query, true),
          )
        : answerVersioned(request, reply, await readDatabaseVersion(app.db), () =>
            listPoReceivedItems(app.db, request.query),
          ),
  );
  app.post(
    ENDPOINTS.poReceiveItems,
    {
      onRequest: requirePage('Add Inventory'),
      // The order must deliver here (S2); S1's lots per site use the same site.
      preHandler: siteScoped,
      schema: {
        tags,
        body: PoReceiveBodySchema,
        response: { 201: PoReceiveResponseSchema, ...errorResponses },
      },
    },
    writeRoute(201, (trx, request) =>
      receivePoItems(trx, app.engine, request.actor.id, siteOf(request), request.body),
    ),
  );
};
