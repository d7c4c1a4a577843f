import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ORDER_CSV } from '../../contract/csv-columns';
import { ENDPOINTS, ORDER_ACTIONS } from '../../contract/paths';
import {
  ListQuerySchema,
  IdParamsSchema,
  OrderCreateBodySchema,
  OrderListSchema,
  OrderSchema,
  ReasonBodySchema,
} from '../../contract/schemas';
import { requirePage } from '../auth/guard';
import { pathId } from '../request-values';
import { actOnOrder } from '../stock/order-actions';
import { createOrder, exportOrders, listOrders } from '../stock/orders';
import { readDatabaseVersion } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import { sendCsv } from '../export/csv';
import { errorResponses } from './responses';
import { siteOf, siteScoped, stockScopeOf } from '../sites/request-site';
import { writeOnce, writeRoute } from '../idempotency';

const tags = ['orders'];

/** Department orders: reading and writing both need the Orders page. */
export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ENDPOINTS.orderItems,
    {
      onRequest: requirePage('Orders'),
      preHandler: siteScoped,
      schema: {
        tags,
        querystring: ListQuerySchema,
        response: { 200: OrderListSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(
            reply,
            'orders',
            ORDER_CSV,
            request.query,
            async (bounds) =>
              (await listOrders(app.db, stockScopeOf(request), { ...request.query, ...bounds }))
                .orderItems,
            exportOrders(app.db, request.query, stockScopeOf(request)),
          )
        : answerVersioned(request, reply, await readDatabaseVersion(app.db), () =>
            listOrders(app.db, stockScopeOf(request), request.query),
          ),
  );
  app.post(
    ENDPOINTS.orderItems,
    {
      onRequest: requirePage('Orders'),
      preHandler: siteScoped,
      schema: {
        tags,
        body: OrderCreateBodySchema,
        response: { 201: OrderSchema, ...errorResponses },
      },
    },
    writeRoute(201, (trx, request) =>
      createOrder(trx, request.actor.id, siteOf(request), request.body),
    ),
  );
  // One route per action, so each is its own operation (confirmOrder, rejectOrder) in OpenAPI.
  for (const action of ORDER_ACTIONS) {
    app.post(
      ENDPOINTS.orderAction(':id', action),
      {
        onRequest: requirePage('Orders'),
        preHandler: siteScoped,
        schema: {
          tags,
          params: IdParamsSchema,
          body: ReasonBodySchema,
          response: { 200: OrderSchema, ...errorResponses },
        },
      },
      (request, reply) => {
        const id = pathId(request.params.id, 'Order');
        return writeOnce(request, reply, 200, (trx) =>
          actOnOrder(trx, app.engine, request.actor.id, siteOf(request), id, action, request.body),
        );
      },
    );
  }
};
