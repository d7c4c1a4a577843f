import { actorOf } from '../activity';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ENDPOINTS } from '../../contract/paths';
import { ImportQuerySchema, ImportResultSchema } from '../../contract/schemas/imports';
import { ErrorSchema } from '../../contract/schemas/common';
import { requirePage } from '../auth/guard';
import { importItems } from '../import/import-items';
import { importSuppliers } from '../import/import-suppliers';
import { HttpError } from '../errors';
import { IMPORT_MAX_MB, IMPORT_MESSAGE } from '../import/csv-rows';
import { IMPORT_BODY_LIMIT, readCsvUpload } from '../import/csv-upload';
import { errorResponses } from './responses';

export const CSV_ONLY_MESSAGE = 'Send the file as text/csv with a header row.';

function importSchema(tag: string, columns: string) {
  return {
    tags: [tag],
    consumes: ['text/csv'],
    description: `A CSV file with a header row naming the columns ${columns} (any order; comma, semicolon or tab separated; UTF-8). With any row in error nothing is written: the answer then lists the errors by row, with created and updated 0.`,
    querystring: ImportQuerySchema,
    body: Type.String({ description: 'The CSV file' }),
    response: {
      200: ImportResultSchema,
      ...errorResponses,
      413: ErrorSchema,
      415: ErrorSchema,
    },
  };
}

/** CSV imports of items and suppliers (design: Import, export and labels). */
export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A JSON or form body would fail the schema with a vague message: say what to send.
  app.addHook('preValidation', async (request) => {
    if (!/^text\/csv\b/i.test(request.headers['content-type'] ?? '')) {
      throw new HttpError(415, CSV_ONLY_MESSAGE);
    }
  });
  // Fastify's own 413 does not say the limit; the app's error handler sends this one.
  app.setErrorHandler((error) => {
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new HttpError(413, IMPORT_MESSAGE.tooLarge(IMPORT_MAX_MB));
    }
    throw error;
  });
  // Scoped to this plugin: only the import routes read a text/csv body. Read as it arrives, so
  // a file past the row or size limit is refused at once (csv-upload.ts).
  app.addContentTypeParser(
    'text/csv',
    { bodyLimit: IMPORT_BODY_LIMIT },
    (request: FastifyRequest, payload: IncomingMessage) => {
      const declared = Number(request.headers['content-length']);
      return readCsvUpload(payload, Number.isFinite(declared) ? declared : undefined);
    },
  );
  app.post(
    ENDPOINTS.itemImport,
    {
      onRequest: requirePage('Items'),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'importItems',
        summary: 'Create or update items from a CSV file (dryRun=true checks only)',
        ...importSchema(
          'items',
          'name, barcode, category, itemArea, unit, alertDaysBeforeExpiry; optional parLevel, reorderPoint, packSize, packName, preferredSupplier',
        ),
      },
    },
    async (request) => {
      return await importItems(
        app.db,
        actorOf(request.actor),
        request.body,
        request.query.dryRun === true,
      );
    },
  );
  app.post(
    ENDPOINTS.supplierImport,
    {
      onRequest: requirePage('Suppliers'),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'importSuppliers',
        summary: 'Create or update suppliers from a CSV file (dryRun=true checks only)',
        ...importSchema('suppliers', 'name, email, phoneNumber, address'),
      },
    },
    async (request) => {
      return await importSuppliers(
        app.db,
        actorOf(request.actor),
        request.body,
        request.query.dryRun === true,
      );
    },
  );
};
