import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SUPPLIER_CSV } from '../../contract/csv-columns';
import { ENDPOINTS } from '../../contract/paths';
import {
  IdParamsSchema,
  SyncListQuerySchema,
  SupplierBodySchema,
  SupplierListSchema,
  SupplierSchema,
} from '../../contract/schemas';
import { authenticate, requirePage } from '../auth/guard';
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  updateSupplier,
} from '../reference/suppliers';
import { pathId } from '../request-values';
import { writeRoute } from '../idempotency';
import { readListState } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import { errorResponses, syncListResponses } from './responses';
import { sendCsv } from '../export/csv';

const tags = ['suppliers'];
const WHAT = 'Supplier';

/** Any signed-in role reads; writes need the 'Suppliers' page (spec section 6). */
export const supplierRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ENDPOINTS.suppliers,
    {
      onRequest: authenticate,
      schema: {
        tags,
        querystring: SyncListQuerySchema,
        response: { 200: SupplierListSchema, ...syncListResponses },
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(
            reply,
            'suppliers',
            SUPPLIER_CSV,
            request.query,
            async (bounds) =>
              (await listSuppliers(app.db, { ...request.query, ...bounds })).suppliers,
          )
        : answerVersioned(request, reply, await readListState(app.db, 'suppliers'), () =>
            listSuppliers(app.db, request.query),
          ),
  );
  app.post(
    ENDPOINTS.suppliers,
    {
      onRequest: requirePage('Suppliers'),
      schema: {
        tags,
        body: SupplierBodySchema,
        response: { 201: SupplierSchema, ...errorResponses },
      },
    },
    writeRoute(201, (trx, request) => createSupplier(trx, request.body)),
  );
  app.get(
    ENDPOINTS.supplier(':id'),
    {
      onRequest: authenticate,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: SupplierSchema, ...errorResponses },
      },
    },
    (request) => getSupplier(app.db, pathId(request.params.id, WHAT)),
  );
  app.put(
    ENDPOINTS.supplier(':id'),
    {
      onRequest: requirePage('Suppliers'),
      schema: {
        tags,
        params: IdParamsSchema,
        body: SupplierBodySchema,
        response: { 200: SupplierSchema, ...errorResponses },
      },
    },
    (request) => updateSupplier(app.db, pathId(request.params.id, WHAT), request.body),
  );
  app.delete(
    ENDPOINTS.supplier(':id'),
    {
      onRequest: requirePage('Suppliers'),
      schema: { tags, params: IdParamsSchema, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      await deleteSupplier(app.db, pathId(request.params.id, WHAT));
      return reply.status(204).send(null);
    },
  );
};
