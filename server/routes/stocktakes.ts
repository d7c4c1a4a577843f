import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { STOCKTAKE_ENDPOINTS } from '../../contract/paths';
import { STOCK_ADJUSTMENT_PAGES, canCloseStocktake } from '../../contract/roles';
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
import { requireAnyPage, requirePage } from '../auth/guard';
import { forbidden } from '../errors';
import { writeOnce, writeRoute } from '../idempotency';
import { pathId } from '../request-values';
import { listStockAdjustments } from '../stocktake/adjustments';
import { addCount, deleteCount } from '../stocktake/counts';
import { cancelStocktake, postStocktake } from '../stocktake/post';
import { getStocktakeDetail } from '../stocktake/stocktake-lines';
import { createStocktake, listStocktakes, STOCKTAKE } from '../stocktake/stocktakes';
import { errorResponses } from './responses';
import { siteOf, siteScoped } from '../sites/request-site';

const tags = ['stocktakes'];

/** Posting and cancelling need the Stocktake page and a role that may close one. */
async function requireStocktakeCloser(request: FastifyRequest, reply: FastifyReply) {
  await requirePage('Stocktake')(request, reply);
  if (!canCloseStocktake(request.actor.roleName)) throw forbidden();
}

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
        tags,
        summary: 'List stocktakes, newest first',
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
        tags,
        summary: 'Start a stocktake of some item areas',
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
        tags,
        summary: 'A stocktake with a line per item of its areas',
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
        tags,
        summary: 'Add a count of one item (counts of one item add up)',
        params: IdParamsSchema,
        body: StocktakeCountBodySchema,
        response: { 201: StocktakeCountSchema, ...errorResponses },
      },
    },
    (request, reply) => {
      const id = pathId(request.params.id, STOCKTAKE);
      return writeOnce(request, reply, 201, (trx) =>
        addCount(trx, app.engine, request.actor, id, request.body, siteOf(request)),
      );
    },
  );
  app.delete(
    `${STOCKTAKE_ENDPOINTS.stocktakes}/:id/counts/:countId`,
    {
      onRequest: requirePage('Stocktake'),
      preHandler: siteScoped,
      schema: {
        tags,
        summary: 'Delete a count of your own while the stocktake is open',
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
  app.post(
    `${STOCKTAKE_ENDPOINTS.stocktakes}/:id/post`,
    {
      onRequest: requireStocktakeCloser,
      preHandler: siteScoped,
      schema: {
        tags,
        summary: 'Post: set each counted item to its count',
        params: IdParamsSchema,
        response: { 200: StocktakeSchema, ...errorResponses },
      },
    },
    (request, reply) => {
      const id = pathId(request.params.id, STOCKTAKE);
      return writeOnce(request, reply, 200, (trx) =>
        postStocktake(trx, app.engine, request.actor.id, id, siteOf(request)),
      );
    },
  );
  app.post(
    `${STOCKTAKE_ENDPOINTS.stocktakes}/:id/cancel`,
    {
      onRequest: requireStocktakeCloser,
      preHandler: siteScoped,
      schema: {
        tags,
        summary: 'Cancel: close without changing stock',
        params: IdParamsSchema,
        response: { 200: StocktakeSchema, ...errorResponses },
      },
    },
    (request, reply) => {
      const id = pathId(request.params.id, STOCKTAKE);
      return writeOnce(request, reply, 200, (trx) =>
        cancelStocktake(trx, app.engine, request.actor.id, id, siteOf(request)),
      );
    },
  );
  app.get(
    STOCKTAKE_ENDPOINTS.stockAdjustments,
    {
      // Stocktake names and counts are not for Viewer or Editor (design: Roles).
      onRequest: requireAnyPage(STOCK_ADJUSTMENT_PAGES),
      preHandler: siteScoped,
      schema: {
        tags,
        summary: 'Stock adjustments made by posted stocktakes, newest first',
        querystring: StockAdjustmentQuerySchema,
        response: { 200: StockAdjustmentListSchema, ...errorResponses },
      },
    },
    (request) => listStockAdjustments(app.db, request.query, siteOf(request)),
  );
};
