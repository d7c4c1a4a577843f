import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACTIVITY_CSV } from '../../contract/csv-columns';
import { ACTIVITY_ENDPOINTS } from '../../contract/paths';
import { canVerifyActivity } from '../../contract/roles';
import {
  ActivityListSchema,
  ActivityQuerySchema,
  ActivityVerifySchema,
} from '../../contract/schemas';
import { activityAfter, listActivity, verifyActivity } from '../activity';
import { requirePage, signedIn } from '../auth/guard';
import { sendCsv } from '../export/csv';
import { answerLanguage } from '../i18n/accept-language';
import { addVary } from '../vary';
import { errorResponses } from './responses';

const tags = ['activity'];

/**
 * The activity log (design: Activity log and approvals): read by page Activity (Administrator,
 * Manager), verified by an Administrator. Nothing changes or deletes an entry through the API.
 */
export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ACTIVITY_ENDPOINTS.activity,
    {
      onRequest: requirePage('Activity'),
      schema: {
        operationId: 'listActivity',
        summary: 'List the activity log, newest first (CSV with format=csv)',
        tags,
        querystring: ActivityQuerySchema,
        response: { 200: ActivityListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { page, pageSize, format, ...filters } = request.query;
      if (format !== 'csv') {
        // Summaries follow Accept-Language (issue 36): caches must keep one answer per language.
        addVary(reply, 'Accept-Language');
        const language = answerLanguage(request.headers['accept-language']);
        return listActivity(app.db, request.query, language);
      }
      // The CSV keeps the stored English sentence: an export is data, read back the same anywhere.
      return sendCsv(
        reply,
        'activity',
        ACTIVITY_CSV,
        {
          ...(page === undefined ? {} : { page }),
          ...(pageSize === undefined ? {} : { pageSize }),
        },
        async (bounds) => (await listActivity(app.db, { ...filters, ...bounds })).activity,
        (last, limit) => activityAfter(app.db, filters, last, limit),
      );
    },
  );
  app.get(
    ACTIVITY_ENDPOINTS.verify,
    {
      onRequest: signedIn((actor) => canVerifyActivity(actor.roleName)),
      schema: {
        operationId: 'verifyActivity',
        summary: 'Recompute the activity chain and name the first entry edited or missing',
        tags,
        response: { 200: ActivityVerifySchema, ...errorResponses },
      },
    },
    () => verifyActivity(app.db),
  );
};
