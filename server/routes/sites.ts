import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SITE_ENDPOINTS } from '../../contract/paths';
import { canAccess } from '../../contract/roles';
import {
  IdParamsSchema,
  SiteBodySchema,
  SiteDestinationListSchema,
  SiteListQuerySchema,
  SiteListSchema,
  SiteSchema,
} from '../../contract/schemas';
import { actorOf } from '../activity';
import { authenticate, requirePage } from '../auth/guard';
import { forbidden } from '../errors';
import { writeRoute } from '../idempotency';
import {
  createSite,
  deleteSite,
  getSite,
  listSiteDestinations,
  listSitesOf,
  updateSite,
} from '../reference/sites';
import { pathId } from '../request-values';
import { readListState } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import { errorResponses } from './responses';

const tags = ['sites'];
const writers = requirePage('Sites');
const one = SITE_ENDPOINTS.site(':id');

/**
 * Sites (design: Sites and transfers): any signed-in role lists the sites it works at; a role
 * with page Transfers also lists every site's id and name (`scope=destinations`: where it may
 * send stock); the Sites page (Administrator) creates, edits and deletes them.
 */
export const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    SITE_ENDPOINTS.sites,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listSites',
        summary:
          'List the sites the signed-in user works at; scope=destinations: every site, id and name (page Transfers)',
        tags,
        querystring: SiteListQuerySchema,
        response: {
          200: Type.Union([SiteListSchema, SiteDestinationListSchema]),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const state = await readListState(app.db, 'sites');
      if (request.query.scope === 'destinations') {
        if (!canAccess(request.actor.roleName, 'Transfers')) throw forbidden();
        // The same answer for every role that may ask.
        return answerVersioned(request, reply, state, () => listSiteDestinations(app.db), 'd');
      }
      // The answer depends on the user (its sites): the ETag's role part is not enough.
      return answerVersioned(
        request,
        reply,
        state,
        () => listSitesOf(app.db, request.actor),
        `u${request.actor.id}`,
      );
    },
  );
  app.post(
    SITE_ENDPOINTS.sites,
    {
      onRequest: writers,
      schema: {
        operationId: 'createSite',
        summary: 'Create a site',
        tags,
        body: SiteBodySchema,
        response: { 201: SiteSchema, ...errorResponses },
      },
    },
    writeRoute(201, (trx, request) => createSite(trx, actorOf(request.actor), request.body)),
  );
  app.get(
    one,
    {
      onRequest: writers,
      schema: {
        operationId: 'getSite',
        summary: 'Get one site',
        tags,
        params: IdParamsSchema,
        response: { 200: SiteSchema, ...errorResponses },
      },
    },
    (request) => getSite(app.db, pathId(request.params.id, 'Site')),
  );
  app.put(
    one,
    {
      onRequest: writers,
      schema: {
        operationId: 'updateSite',
        summary: 'Update a site',
        tags,
        params: IdParamsSchema,
        body: SiteBodySchema,
        response: { 200: SiteSchema, ...errorResponses },
      },
    },
    (request) =>
      updateSite(app.db, actorOf(request.actor), pathId(request.params.id, 'Site'), request.body),
  );
  app.delete(
    one,
    {
      onRequest: writers,
      schema: {
        operationId: 'deleteSite',
        summary: 'Delete a site that holds no records',
        tags,
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteSite(app.db, actorOf(request.actor), pathId(request.params.id, 'Site'));
      return reply.status(204).send(null);
    },
  );
};
