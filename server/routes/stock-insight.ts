import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../contract/paths';
import { ItemStockSchema } from '../../contract/schemas/item-stock';
import { readItemStock } from '../stock/item-stock';
import {
  DashboardSummarySchema,
  IdParamsSchema,
  ItemLocationListSchema,
  ListQuerySchema,
  LowItemListSchema,
  NearExpiryListSchema,
} from '../../contract/schemas';
import { authenticate } from '../auth/guard';
import { canAccess, canApprovePurchaseOrders } from '../../contract/roles';
import { readDashboardSummary } from '../stock/dashboard-summary';
import { listNearExpiry } from '../stock/near-expiry';
import { listItemLocations, listLowItems } from '../stock/stock-levels';
import { localToday } from '../clock';
import { readDatabaseVersion } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import { pathId } from '../request-values';
import { errorResponses } from './responses';
import { siteScoped, siteScopedOrAll, stockScopeOf } from '../sites/request-site';

const tags = ['stock'];

/** What the header bell and the dashboard read; any signed-in role. */
export const stockInsightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${ENDPOINTS.items}/:id/stock`,
    {
      onRequest: authenticate,
      preHandler: siteScoped,
      schema: {
        operationId: 'getItemStock',
        summary: "An item's on hand, its open lots (soonest expiry first) and latest movements",
        tags,
        params: IdParamsSchema,
        response: { 200: ItemStockSchema, ...errorResponses },
      },
    },
    (request) => readItemStock(app.db, pathId(request.params.id, 'Item'), stockScopeOf(request)),
  );
  app.get(
    ENDPOINTS.nearExpiry,
    {
      onRequest: authenticate,
      preHandler: siteScoped,
      schema: {
        operationId: 'listNearExpiry',
        summary: 'List lots in stock that expire soon or have expired, soonest first',
        tags,
        response: { 200: NearExpiryListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Near expiry moves with the calendar as well as with writes.
      const today = localToday();
      return answerVersioned(
        request,
        reply,
        await readDatabaseVersion(app.db),
        () => listNearExpiry(app.db, today, stockScopeOf(request)),
        today,
      );
    },
  );
  app.get(
    ENDPOINTS.lowItems,
    {
      onRequest: authenticate,
      preHandler: siteScoped,
      schema: {
        operationId: 'listLowItems',
        summary: 'List items whose stock is at or below the low-stock threshold',
        tags,
        response: { 200: LowItemListSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      answerVersioned(
        request,
        reply,
        await readDatabaseVersion(app.db),
        () => listLowItems(app.db, stockScopeOf(request), app.config.lowStockThreshold),
        String(app.config.lowStockThreshold),
      ),
  );
  app.get(
    ENDPOINTS.itemLocations,
    {
      onRequest: authenticate,
      preHandler: siteScoped,
      schema: {
        operationId: 'listItemLocations',
        summary: 'List every item with its item area and stock',
        tags,
        querystring: ListQuerySchema,
        response: { 200: ItemLocationListSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      answerVersioned(request, reply, await readDatabaseVersion(app.db), () =>
        listItemLocations(app.db, stockScopeOf(request), request.query),
      ),
  );
  app.get(
    ENDPOINTS.dashboardSummary,
    {
      onRequest: authenticate,
      preHandler: siteScopedOrAll,
      schema: {
        operationId: 'getDashboardSummary',
        summary:
          'Get the dashboard figures: counts, items by speed class, waste by reason, low stock',
        tags,
        response: { 200: DashboardSummarySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Money figures only for page Valuation; waste this month moves with the calendar too.
      const today = canAccess(request.actor.roleName, 'Valuation') ? localToday() : null;
      const { lowStockThreshold, currency, poApprovalLimit } = app.config;
      return answerVersioned(
        request,
        reply,
        await readDatabaseVersion(app.db),
        () =>
          readDashboardSummary(app.db, {
            site: stockScopeOf(request),
            lowStockThreshold,
            currency,
            valuationToday: today,
            poApprovalLimit,
            countAwaitingApproval: canApprovePurchaseOrders(request.actor.roleName),
          }),
        // The limit is configuration: a restart with another one must not answer a 304.
        `${lowStockThreshold}.${today?.slice(0, 7) ?? ''}${poApprovalLimit === null ? '' : `.${poApprovalLimit}`}`,
      );
    },
  );
};
