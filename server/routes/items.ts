import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ENDPOINTS } from '../../contract/paths';
import {
  ErrorSchema,
  IdParamsSchema,
  ItemListSchema,
  ItemSchema,
  SyncListQuerySchema,
} from '../../contract/schemas';
import { authenticate, requirePage } from '../auth/guard';
import { fingerprintMultipart } from '../idempotency';
import { toItemInput } from '../reference/item-request';
import { readItemUpload } from '../reference/item-upload';
import { createItem, deleteItem, getItem, listItems, updateItem } from '../reference/items';
import { pathId } from '../request-values';
import { imageRoutes } from './images';
import { readListState } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import { errorResponses, syncListResponses } from './responses';

const tags = ['items'];
const WHAT = 'Item';
/** Multipart bodies (itemRequest + image) are read by the handler, so no body schema here. */
const uploadSchema = {
  tags,
  consumes: ['multipart/form-data'],
  description:
    'Multipart: a JSON part named itemRequest {name, barcode, categoryId, alertDaysBeforeExpiry, unit, itemAreaId} and a file part named image (any image type, at most 5 MB).',
};
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
        tags,
        querystring: SyncListQuerySchema,
        response: { 200: ItemListSchema, ...syncListResponses },
      },
    },
    async (request, reply) =>
      answerVersioned(request, reply, await readListState(app.db, 'items'), () =>
        listItems(app.db, request.query),
      ),
  );
  app.post(
    ENDPOINTS.items,
    {
      onRequest: requirePage('Items'),
      preHandler: fingerprintUpload,
      schema: { ...uploadSchema, response: { 201: ItemSchema, ...uploadErrors } },
    },
    async (request, reply) => {
      const input = toItemInput(await readItemUpload(request), { imageRequired: true });
      return reply.status(201).send(await createItem(app.db, input));
    },
  );
  app.get(
    ENDPOINTS.item(':id'),
    {
      onRequest: authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: ItemSchema, ...errorResponses } },
    },
    (request) => getItem(app.db, pathId(request.params.id, WHAT)),
  );
  app.put(
    ENDPOINTS.item(':id'),
    {
      onRequest: requirePage('Items'),
      schema: {
        ...uploadSchema,
        params: IdParamsSchema,
        response: { 200: ItemSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const id = pathId(request.params.id, WHAT);
      const input = toItemInput(await readItemUpload(request), { imageRequired: false });
      return updateItem(app.db, id, input);
    },
  );
  app.delete(
    ENDPOINTS.item(':id'),
    {
      onRequest: requirePage('Items'),
      schema: { tags, params: IdParamsSchema, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      await deleteItem(app.db, pathId(request.params.id, WHAT));
      return reply.status(204).send(null);
    },
  );
};
