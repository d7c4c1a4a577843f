import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ITEM_CSV } from '../../contract/csv-columns';
import { ENDPOINTS } from '../../contract/paths';
import {
  ErrorSchema,
  IdParamsSchema,
  ItemListSchema,
  ItemRequestSchema,
  ItemSchema,
  SyncListQuerySchema,
} from '../../contract/schemas';
import { actorOf } from '../activity';
import { authenticate, requirePage } from '../auth/guard';
import { fingerprintMultipart } from '../idempotency';
import { toItemInput } from '../reference/item-request';
import { readItemUpload } from '../reference/item-upload';
import { createItem, deleteItem, getItem, listItems, updateItem } from '../reference/items';
import { pathId } from '../request-values';
import { imageRoutes } from './images';
import { writeOnce } from '../idempotency';
import { readListState } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import { errorResponses, syncListResponses } from './responses';
import { sendCsv } from '../export/csv';

const tags = ['items'];
const WHAT = 'Item';
const ImageFileSchema = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'Any image type but SVG, at most 5 MB',
});
/**
 * Multipart bodies (itemRequest + image) are read by the handler, so Fastify gets no body schema;
 * multipartBody describes them in OpenAPI only (server/openapi.ts).
 */
function uploadSchema(image: 'required' | 'optional') {
  return {
    tags,
    consumes: ['multipart/form-data'],
    description:
      'Multipart: a JSON part named itemRequest {name, barcode, categoryId, alertDaysBeforeExpiry, unit, itemAreaId} and a file part named image (any image type, at most 5 MB).',
    multipartBody: Type.Object({
      itemRequest: ItemRequestSchema,
      image: image === 'required' ? ImageFileSchema : Type.Optional(ImageFileSchema),
    }),
  };
}
const uploadErrors = { ...errorResponses, 413: ErrorSchema, 415: ErrorSchema };

/**
 * preHandler of POST /items, before the idempotency claim: a repeat must match the itemRequest
 * part and the image's hash (design: Idempotency). The upload is read once and kept for the
 * handler.
 */
async function fingerprintUpload(request: FastifyRequest): Promise<void> {
  const upload = await readItemUpload(request);
  request.idempotencyFingerprint = fingerprintMultipart(upload.itemRequest, upload.image);
}

/** The item routes, and the image route that serves what they store. */
export const itemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(imageRoutes);
  app.get(
    ENDPOINTS.items,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listItems',
        summary: 'List items',
        tags,
        querystring: SyncListQuerySchema,
        response: { 200: ItemListSchema, ...syncListResponses },
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(
            reply,
            'items',
            ITEM_CSV,
            request.query,
            async (bounds) => (await listItems(app.db, { ...request.query, ...bounds })).items,
          )
        : answerVersioned(request, reply, await readListState(app.db, 'items'), () =>
            listItems(app.db, request.query),
          ),
  );
  app.post(
    ENDPOINTS.items,
    {
      onRequest: requirePage('Items'),
      preHandler: fingerprintUpload,
      schema: {
        operationId: 'createItem',
        summary: 'Create an item with its image (multipart)',
        ...uploadSchema('required'),
        response: { 201: ItemSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const input = toItemInput(await readItemUpload(request), { imageRequired: true });
      return writeOnce(request, reply, 201, (trx) =>
        createItem(trx, actorOf(request.actor), input),
      );
    },
  );
  app.get(
    ENDPOINTS.item(':id'),
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getItem',
        summary: 'Get one item',
        tags,
        params: IdParamsSchema,
        response: { 200: ItemSchema, ...errorResponses },
      },
    },
    (request) => getItem(app.db, pathId(request.params.id, WHAT)),
  );
  app.put(
    ENDPOINTS.item(':id'),
    {
      onRequest: requirePage('Items'),
      schema: {
        operationId: 'updateItem',
        summary: 'Update an item, optionally with a new image (multipart)',
        ...uploadSchema('optional'),
        params: IdParamsSchema,
        response: { 200: ItemSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const id = pathId(request.params.id, WHAT);
      const input = toItemInput(await readItemUpload(request), { imageRequired: false });
      return updateItem(app.db, actorOf(request.actor), id, input);
    },
  );
  app.delete(
    ENDPOINTS.item(':id'),
    {
      onRequest: requirePage('Items'),
      schema: {
        operationId: 'deleteItem',
        summary: 'Delete an item nothing refers to',
        tags,
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteItem(app.db, actorOf(request.actor), pathId(request.params.id, WHAT));
      return reply.status(204).send(null);
    },
  );
};
