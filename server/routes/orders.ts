import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../contract/paths';
import {
  ListQuerySchema,
  OrderActionParamsSchema,
  OrderCreateBodySchema,
  OrderListSchema,
  OrderSchema,
  ReasonBodySchema,
} from '../../contract/schemas';
import { requirePage } from '../auth/guard';
import { notFound } from '../errors';
import { pathId } from '../request-values';
import { actOnOrder, isOrderAction } from '../stock/order-actions';
import { createOrder, listOrders } from '../stock/orders';
import { readDatabaseVersion } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import { errorResponses } from './responses';

const tags = ['orders'];

/** Department orders: reading and writing both need the Orders page. */
export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ENDPOINTS.orderItems,
    {
      onRequest: requirePage('Orders'),
      schema: {
        tags,
        querystring: ListQuerySchema,
        response: { 200: OrderListSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      answerVersioned(request, reply, await readDatabaseVersion(app.db), () =>
        listOrders(app.db, request.query),
      ),
  );
  app.post(
    ENDPOINTS.orderItems,
    {
      onRequest: requirePage('Orders'),
      schema: {
        tags,
        body: OrderCreateBodySchema,
        response: { 201: OrderSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOrder(app.db, request.actor.id, request.body)),
  );
  app.post(
    `${ENDPOINTS.orderItems}/:id/:action`,
    {
      onRequest: requirePage('Orders'),
      schema: {
        tags,
        params: OrderActionParamsSchema,
        body: ReasonBodySchema,
        response: { 200: OrderSchema, ...errorResponses },
      },
    },
    (request) => {
      const { action } = request.params;
      const id = pathId(request.params.id, 'Order');
      if (!isOrderAction(action)) throw notFound('Order action');
      return actOnOrder(app.db, app.engine, request.actor.id, id, action, request.body);
    },
  );
};
