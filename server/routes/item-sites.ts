import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SITE_ENDPOINTS } from '../../contract/paths';
import { ItemSiteBodySchema, ItemSiteListSchema, ItemSiteSchema } from '../../contract/schemas';
import { actorOf } from '../activity';
import { authenticate, requirePage } from '../auth/guard';
import { listItemSites, putItemSite } from '../reference/item-sites';
import { pathId } from '../request-values';
import { errorResponses } from './responses';

const tags = ['items'];
const ItemSiteParamsSchema = Type.Object({
  id: Type.String({ maxLength: 40 }),
  siteId: Type.String({ maxLength: 40 }),
});

/**
 * An item at each site (design: Sites and transfers): any signed-in role reads its settings and
 * stock per site; the Items page sets them.
 */
export const itemSiteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    SITE_ENDPOINTS.itemSites(':id'),
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listItemSites',
        summary: "An item's area, par level, reorder point and stock at each site",
        tags,
        params: Type.Object({ id: Type.String({ maxLength: 40 }) }),
        response: { 200: ItemSiteListSchema, ...errorResponses },
      },
    },
    (request) => listItemSites(app.db, pathId(request.params.id, 'Item')),
  );
  app.put(
    SITE_ENDPOINTS.itemSite(':id', ':siteId'),
    {
      onRequest: requirePage('Items'),
      schema: {
        operationId: 'setItemSite',
        summary: "Set an item's area, par level and reorder point at one site",
        tags,
        params: ItemSiteParamsSchema,
        body: ItemSiteBodySchema,
        response: { 200: ItemSiteSchema, ...errorResponses },
      },
    },
    (request) =>
      putItemSite(
        app.db,
        actorOf(request.actor),
        pathId(request.params.id, 'Item'),
        pathId(request.params.siteId, 'Site'),
        request.body,
      ),
  );
};
