import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../contract/paths';
import {
  ItemLocationListSchema,
  ListQuerySchema,
  LowItemListSchema,
  NearExpiryListSchema,
} from '../../contract/schemas';
import { authenticate } from '../auth/guard';
import { listNearExpiry } from '../stock/near-expiry';
import { listItemLocations, listLowItems } from '../stock/stock-levels';
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
    () => listNearExpiry(app.db),
  );
  app.get(
    ENDPOINTS.lowItems,
    {
      onRequest: authenticate,
      schema: { tags, response: { 200: LowItemListSchema, ...errorResponses } },
    },
    () => listLowItems(app.db, app.config.lowStockThreshold),
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
    (request) => listItemLocations(app.db, request.query),
  );
};
