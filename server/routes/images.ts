import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorSchema } from '../../contract/schemas';
import { notFound } from '../errors';
import { findImage, IMAGE_CONTENT_TYPES } from '../images';

/** For OpenAPI: the raw bytes, under the type recognised when the image was stored. */
const ImageBytesSchema = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
const ImageResponseSchema = {
  description: 'The image, under the type recognised from its bytes when it was stored',
  content: Object.fromEntries(
    IMAGE_CONTENT_TYPES.map((type) => [type, { schema: ImageBytesSchema }]),
  ),
};

/** Content-addressed: the bytes behind a hash never change, so caches may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Item images, served WITHOUT a token: an <img> cannot send an Authorization header. The URL is
 * the SHA-256 of the bytes, so it reveals nothing a client did not already get from an item.
 */
export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/images/:hash',
    {
      schema: {
        operationId: 'getImage',
        summary: "Get an item's image by the hash in its URL (no token: an <img> cannot send one)",
        tags: ['images'],
        params: Type.Object({ hash: Type.String({ maxLength: 128 }) }),
        response: { 200: ImageResponseSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const image = await findImage(app.db, request.params.hash);
      if (!image) throw notFound('Image');
      return reply
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .header('ETag', `"${request.params.hash}"`)
        .type(image.content_type)
        .send(image.bytes);
    },
  );
};
