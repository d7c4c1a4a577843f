import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TRANSFER_CSV } from '../../contract/csv-columns';
import { TRANSFER_ENDPOINTS } from '../../contract/paths';
import {
  IdParamsSchema,
  TransferBodySchema,
  TransferCancelBodySchema,
  TransferListQuerySchema,
  TransferListSchema,
  TransferReceiveBodySchema,
  TransferSchema,
} from '../../contract/schemas';
import { requirePage } from '../auth/guard';
import { sendCsv } from '../export/csv';
import { writeOnce } from '../idempotency';
import { pathId } from '../request-values';
import { siteOf, siteScoped } from '../sites/request-site';
import { readDatabaseVersion } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import { cancelTransfer } from '../transfers/cancel';
import { TRANSFER } from '../transfers/messages';
import { receiveTransfer } from '../transfers/receive';
import { sendTransfer } from '../transfers/send';
import { getTransfer, listTransfers } from '../transfers/transfers';
import { errorResponses } from './responses';

const tags = ['transfers'];
const guard = requirePage('Transfers');

/**
 * Transfers between sites (design: Sites and transfers), page Transfers. Every POST is one write
 * with its Idempotency-Key answer in one transaction (writeOnce); the site checks are the
 * domain's (a user of the source sends and cancels, of the destination receives).
 */
export const transferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    TRANSFER_ENDPOINTS.transfers,
    {
      onRequest: guard,
      preHandler: siteScoped,
      schema: {
        operationId: 'listTransfers',
        summary: "List the request site's transfers (in, out or both), newest first",
        tags,
        querystring: TransferListQuerySchema,
        response: { 200: TransferListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const siteId = siteOf(request);
      return request.query.format === 'csv'
        ? sendCsv(
            reply,
            'transfers',
            TRANSFER_CSV,
            request.query,
            async (bounds) =>
              (await listTransfers(app.db, siteId, { ...request.query, ...bounds })).transfers,
          )
        : // The summed version: rows carry item, site and user names other lists change.
          answerVersioned(request, reply, await readDatabaseVersion(app.db), () =>
            listTransfers(app.db, siteId, request.query),
          );
    },
  );
  app.post(
    TRANSFER_ENDPOINTS.transfers,
    {
      onRequest: guard,
      preHandler: siteScoped,
      schema: {
        operationId: 'sendTransfer',
        summary: 'Send stock to another site (FEFO, costed by the lots taken)',
        tags,
        body: TransferBodySchema,
        response: { 201: TransferSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Resolved before the write: on SQLite the transaction holds the one connection.
      const siteId = siteOf(request);
      return writeOnce(request, reply, 201, (trx) =>
        sendTransfer(trx, app.engine, request.actor, siteId, request.body),
      );
    },
  );
  app.get(
    TRANSFER_ENDPOINTS.transfer(':id'),
    {
      onRequest: guard,
      preHandler: siteScoped,
      schema: {
        operationId: 'getTransfer',
        summary: 'Get a transfer with its lines and lots',
        tags,
        params: IdParamsSchema,
        response: { 200: TransferSchema, ...errorResponses },
      },
    },
    (request) => getTransfer(app.db, request.actor, pathId(request.params.id, TRANSFER)),
  );
  app.post(
    TRANSFER_ENDPOINTS.transferAction(':id', 'receive'),
    {
      onRequest: guard,
      preHandler: siteScoped,
      schema: {
        operationId: 'receiveTransfer',
        summary: 'Receive a transfer at its destination (a shortfall is a transfer loss)',
        tags,
        params: IdParamsSchema,
        body: TransferReceiveBodySchema,
        response: { 200: TransferSchema, ...errorResponses },
      },
    },
    (request, reply) => {
      const id = pathId(request.params.id, TRANSFER);
      return writeOnce(request, reply, 200, (trx) =>
        receiveTransfer(trx, app.engine, request.actor, id, request.body),
      );
    },
  );
  app.post(
    TRANSFER_ENDPOINTS.transferAction(':id', 'cancel'),
    {
      onRequest: guard,
      preHandler: siteScoped,
      schema: {
        operationId: 'cancelTransfer',
        summary: 'Cancel a transfer in transit: the stock goes back into its lots',
        tags,
        params: IdParamsSchema,
        body: TransferCancelBodySchema,
        response: { 200: TransferSchema, ...errorResponses },
      },
    },
    (request, reply) => {
      const id = pathId(request.params.id, TRANSFER);
      return writeOnce(request, reply, 200, (trx) =>
        cancelTransfer(trx, app.engine, request.actor, id, request.body),
      );
    },
  );
};
