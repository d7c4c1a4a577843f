import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
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
import { siteOf, siteScoped, stockScopeOf } from '../sites/request-site';
import { writeRoute } from '../idempotency';

const tags = ['receive-items'];
const receiverOf = (request: FastifyRequest) => ({
  actorId: request.actor.id,
  siteId: siteOf(request),
});

/** Received lots, with and without a PO. Any signed-in role reads them (the dashboard does). */
export const receiveItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ENDPOINTS.receiveItems,
    {
      onRequest: authenticate,
      preHandler: siteScoped,
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
              (
                await listReceivedItems(app.db, stockScopeOf(request), {
                  ...request.query,
                  ...bounds,
                })
              ).receiveItems,
            exportReceivedItems(app.db, stockScopeOf(request), request.query, false),
          )
        : answerVersioned(request, reply, await readDatabaseVersion(app.db), () =>
            listReceivedItems(app.db, stockScopeOf(request), request.query),
          ),
  );
  app.post(
    ENDPOINTS.receiveItems,
    {
      onRequest: requirePage('Add Inventory'),
      preHandler: siteScoped,
      schema: {
        tags,
        body: ReceiveBodySchema,
        response: { 201: ReceiveResponseSchema, ...errorResponses },
      },
    },
    writeRoute(201, (trx, request) => receiveItems(trx, receiverOf(request), request.body)),
  );
  app.get(
    ENDPOINTS.poReceiveItems,
    {
      onRequest: authenticate,
      preHandler: siteScoped,
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
              (
                await listPoReceivedItems(app.db, stockScopeOf(request), {
                  ...request.query,
                  ...bounds,
                })
              ).poReceiveItems,
            exportReceivedItems(app.db, stockScopeOf(request), request.query, true),
          )
        : answerVersioned(request, reply, await readDatabaseVersion(app.db), () =>
            listPoReceivedItems(app.db, stockScopeOf(request), request.query),
          ),
  );
  app.post(
    ENDPOINTS.poReceiveItems,
    {
      onRequest: requirePage('Add Inventory'),
      preHandler: siteScoped,
      schema: {
        tags,
        body: PoReceiveBodySchema,
        response: { 201: PoReceiveResponseSchema, ...errorResponses },
      },
    },
    writeRoute(201, (trx, request) =>
      receivePoItems(trx, app.engine, receiverOf(request), request.body),
    ),
  );
};
