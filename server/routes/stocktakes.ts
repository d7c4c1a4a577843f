import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DEVICE_TIME_HEADER,
  STOCKTAKE_ACTIONS,
  STOCKTAKE_ENDPOINTS,
  type StocktakeAction,
} from '../../contract/paths';
import { STOCK_ADJUSTMENT_PAGES, canAccess, canCloseStocktake } from '../../contract/roles';
import {
  IdParamsSchema,
  ListQuerySchema,
  StockAdjustmentListSchema,
  StockAdjustmentQuerySchema,
  StocktakeBodySchema,
  StocktakeCountBodySchema,
  StocktakeCountParamsSchema,
  StocktakeCountSchema,
  StocktakeDetailSchema,
  StocktakeListSchema,
  StocktakeSchema,
} from '../../contract/schemas';
import { requireAnyPage, requirePage, signedIn } from '../auth/guard';
import { writeOnce, writeRoute } from '../idempotency';
import { pathId, singleHeader } from '../request-values';
import { listStockAdjustments } from '../stocktake/adjustments';
import { addCount, deleteCount } from '../stocktake/counts';
import { cancelStocktake, postStocktake } from '../stocktake/post';
import { getStocktakeDetail } from '../stocktake/stocktake-lines';
import { createStocktake, listStocktakes, STOCKTAKE } from '../stocktake/stocktakes';
import type { RouteOperation } from './operation';
import { errorResponses } from './responses';
import { siteOf, siteScoped } from '../sites/request-site';

const tags = ['stocktakes'];

/** Posting and cancelling: each its own operation in OpenAPI. */
const ACTION_OPERATIONS: Readonly<Record<StocktakeAction, RouteOperation>> = {
  post: {
    operationId: 'postStocktake',
    summary: "Post a stocktake: set each counted item's stock to its count",
  },
  cancel: { operationId: 'cancelStocktake', summary: 'Cancel a stocktake without changing stock' },
};

/** Posting and cancelling need the Stocktake page and a role that may close one. */
const requireStocktakeCloser = signedIn(
  ({ roleName }) => canAccess(roleName, 'Stocktake') && canCloseStocktake(roleName),
);

/**
 * Stocktakes (design: Stocktake): the Stocktake page counts; Administrator and Manager close.
 * Each is made, counted and posted at one site, the request's (design: Sites and transfers): a
 * stocktake of another site is a 404 here, and adjustments are listed per site.
 */
export const stocktakeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    STOCKTAKE_ENDPOINTS.stocktakes,
    {
      onRequest: requirePage('Stocktake'),
      preHandler: siteScoped,
      schema: {
        operationId: 'listStocktakes',
        summary: 'List stocktakes, newest first',
        tags,
        querystring: ListQuerySchema,
        response: { 200: StocktakeListSchema, ...errorResponses },
      },
    },
    (request) => listStocktakes(app.db, request.query, siteOf(request)),
  );
  app.post(
    STOCKTAKE_ENDPOINTS.stocktakes,
    {
      onRequest: requirePage('Stocktake'),
      preHandler: siteScoped,
      schema: {
        operationId: 'createStocktake',
        summary: 'Open a stocktake of one or more item areas',
        tags,
        body: StocktakeBodySchema,
        response: { 201: StocktakeSchema, ...errorResponses },
      },
    },
    writeRoute(201, (trx, request) =>
      createStocktake(trx, request.actor.id, request.body, siteOf(request)),
    ),
  );
  app.get(
    `${STOCKTAKE_ENDPOINTS.stocktakes}/:id`,
    {
      onRequest: requirePage('Stocktake'),
      preHandler: siteScoped,
      schema: {
        operationId: 'getStocktake',
        summary: 'Get a stocktake with its lines (counted, expected, variance)',
        tags,
        params: IdParamsSchema,
        response: { 200: StocktakeDetailSchema, ...errorResponses },
      },
    },
    (request) => getStocktakeDetail(app.db, pathId(request.params.id, STOCKTAKE), siteOf(request)),
  );
  app.post(
    `${STOCKTAKE_ENDPOINTS.stocktakes}/:id/counts`,
    {
      onRequest: requirePage('Stocktake'),
      preHandler: siteScoped,
      schema: {
        operationId: 'addStocktakeCount',
        summary: 'Add a count of one item (counts from several devices add up)',
        tags,
        params: IdParamsSchema,
        body: StocktakeCountBodySchema,
        response: { 201: StocktakeCountSchema, ...errorResponses },
      },
    },
    (request, reply) => {
      const id = pathId(request.params.id, STOCKTAKE);
      return writeOnce(request, reply, 201, (trx) =>
        addCount(
          trx,
          app.engine,
          request.actor,
          id,
          request.body,
          siteOf(request),
          singleHeader(request.headers[DEVICE_TIME_HEADER]),
        ),
      );
    },
  );
  app.delete(
    `${STOCKTAKE_ENDPOINTS.stocktakes}/:id/counts/:countId`,
    {
      onRequest: requirePage('Stocktake'),
      preHandler: siteScoped,
      schema: {
        operationId: 'deleteStocktakeCount',
        summary: 'Delete one of your own counts while the stocktake is open',
        tags,
        params: StocktakeCountParamsSchema,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id, STOCKTAKE);
      const countId = pathId(request.params.countId, 'Count');
      await deleteCount(app.db, app.engine, request.actor.id, id, countId, siteOf(request));
      return reply.status(204).send(null);
    },
  );
  // One route per action, so each is its own operation in OpenAPI.
  for (const action of STOCKTAKE_ACTIONS) {
    app.post(
      STOCKTAKE_ENDPOINTS.stocktakeAction(':id', action),
      {
        onRequest: requireStocktakeCloser,
        preHandler: siteScoped,
        schema: {
          ...ACTION_OPERATIONS[action],
          tags,
          params: IdParamsSchema,
          response: { 200: StocktakeSchema, ...errorResponses },
        },
      },
      (request, reply) => {
        const id = pathId(request.params.id, STOCKTAKE);
        const close = action === 'post' ? postStocktake : cancelStocktake;
        return writeOnce(request, reply, 200, (trx) =>
          close(trx, app.engine, request.actor.id, id, siteOf(request)),
        );
      },
    );
  }
  app.get(
    STOCKTAKE_ENDPOINTS.stockAdjustments,
    {
      // Stocktake names and counts are not for Viewer or Editor (design: Roles).
      onRequest: requireAnyPage(STOCK_ADJUSTMENT_PAGES),
      preHandler: siteScoped,
      schema: {
        operationId: 'listStockAdjustments',
        summary: 'List stock adjustments (stocktake postings), optionally of one item',
        tags,
        querystring: StockAdjustmentQuerySchema,
        response: { 200: StockAdjustmentListSchema, ...errorResponses },
      },
    },
    (request) => listStockAdjustments(app.db, request.query, siteOf(request)),
  );
};
