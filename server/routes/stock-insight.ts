import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../contract/paths';
import {
  DashboardSummarySchema,
  ItemLocationListSchema,
  ListQuerySchema,
  LowItemListSchema,
  NearExpiryListSchema,
} from '../../contract/schemas';
import { authenticate } from '../auth/guard';
import { readDashboardSummary } from '../stock/dashboard-summary';
import { listNearExpiry } from '../stock/near-expiry';
import { listItemLocations, listLowItems } from '../stock/stock-levels';
import { localToday } from '../clock';
import { readDatabaseVersion } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import { errorResponses } from './responses';

const tags = ['stock'];

/** What the header bell and the dashboard read; any signed-in role. */
export const stockInsightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ENDPOINTS.nearExpiry,
    {
      onRequest: authenticate,
      schema: { tags, response: { 200: NearExpiryListSchema, ...errorResponses } },
    },
    async (request, reply) => {
      // Near expiry moves with the calendar as well as with writes.
      const today = localToday();
      return answerVersioned(
        request,
        reply,
        await readDatabaseVersion(app.db),
        () => listNearExpiry(app.db, today),
        today,
      );
    },
  );
  app.get(
    ENDPOINTS.lowItems,
    {
      onRequest: authenticate,
      schema: { tags, response: { 200: LowItemListSchema, ...errorResponses } },
    },
    async (request, reply) =>
      answerVersioned(
        request,
        reply,
        await readDatabaseVersion(app.db),
        () => listLowItems(app.db, app.config.lowStockThreshold),
        String(app.config.lowStockThreshold),
      ),
  );
  app.get(
    ENDPOINTS.itemLocations,
    {
      onRequest: authenticate,
      schema: {
        tags,
        querystring: ListQuerySchema,
        response: { 200: ItemLocationListSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      answerVersioned(request, reply, await readDatabaseVersion(app.db), () =>
        listItemLocations(app.db, request.query),
      ),
  );
  app.get(
    ENDPOINTS.dashboardSummary,
    {
      onRequest: authenticate,
      schema: { tags, response: { 200: DashboardSummarySchema, ...errorResponses } },
    },
    async (request, reply) =>
      answerVersioned(
        request,
        reply,
        await readDatabaseVersion(app.db),
        () => readDashboardSummary(app.db, app.config.lowStockThreshold),
        String(app.config.lowStockThreshold),
      ),
  );
};
