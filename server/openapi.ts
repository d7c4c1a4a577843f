import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { Type } from 'typebox';
import { API_BASE_PATH, DEVICE_TIME_HEADER, IDEMPOTENCY_HEADER } from '../contract/paths';
import { ErrorSchema } from '../contract/schemas/common';
import { asksForToken } from './auth/guard';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from './idempotency';

/** Name of the security scheme and of the shared error schema in the document's components. */
export const BEARER_SCHEME = 'bearer';
export const ERROR_SCHEMA_ID = 'ApiError';

const ERROR_SHAPE = JSON.stringify(ErrorSchema);

/** What each error status means on this API (design: Provider API). */
const ERROR_DESCRIPTIONS: Readonly<Record<string, string>> = {
  400: 'Invalid input; the message says what to fix (one string, or one per broken rule)',
  401: 'No token, or an invalid or expired one (login: wrong name or password)',
  403: 'The role may not do this',
  404: 'Not found',
  409: 'Conflict: not enough stock, a name or barcode taken, a record in use, a repeat still running',
  410: 'Gone: the sync cursor is too old; take the full list again',
  413: 'Upload larger than allowed',
  415: 'Not an accepted content type',
  422: 'Idempotency-Key already used with another body',
  429: 'Too many failed sign-ins; try again later',
};

/** Success answers, instead of @fastify/swagger's "Default Response". */
const SUCCESS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  200: 'OK',
  201: 'Created; the body is what was made',
  204: 'Done; no body',
};

/** The header registerIdempotency reads on every signed-in POST (design: Idempotency). */
const IdempotencyHeadersSchema = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
      description:
        'A repeat with the same key and body answers the first response and changes nothing; the same key with another body is a 422.',
    }),
  ),
  [DEVICE_TIME_HEADER]: Type.Optional(
    Type.String({
      description:
        "The device clock when it sent the request (ISO 8601): corrects a time the device recorded in the body (a count's countedAt) by how far its clock is from the server's.",
    }),
  ),
});

const API_PREFIX = `${API_BASE_PATH}/`;

/**
 * Registers @fastify/swagger so the document is generated from the routes' TypeBox schemas and
 * the operationId and summary each route's schema carries (routes/operation.ts), with the
 * security its guard asks for. Must run before the routes are registered (the plugin collects
 * them in an onRoute hook).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addSchema({ ...ErrorSchema, $id: ERROR_SCHEMA_ID });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Inventory System API',
        version: '1.0.0',
        description:
          'Stock of restaurants, hotels, stores and warehouses: items, reference data, received lots, waste and department orders. Sign in with POST /login and send the accessToken as a Bearer token. Every POST accepts an Idempotency-Key header: a repeat with the same key and body answers the first response and changes nothing.',
        license: { name: 'Proprietary' },
      },
      // Relative: the document describes whichever host serves it.
      servers: [{ url: '/', description: 'The server of this document' }],
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The accessToken answered by POST /login',
          },
        },
      },
    },
    // Shared schemas become components named after their $id instead of def-0, def-1, ...
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json.$id === 'string' ? json.$id : `def-${index}`,
    },
    transform: ({ schema, url, route }) => ({ schema: documentRoute(schema, url, route), url }),
  });
}

/** The document's view of one route; what Fastify validates and serializes stays as declared. */
function documentRoute(
  schema: FastifySchema | undefined,
  url: string,
  route: RouteOptions,
): FastifySchema {
  const { multipartBody, operationId, summary, ...declared } = schema ?? {};
  // The built web app is served from the same server but is not part of the API.
  if (!url.startsWith(API_PREFIX) && operationId === undefined) return { ...schema, hide: true };
  // An API route without an operation: documented without an id, which the OpenAPI test names.
  if (operationId === undefined) return schema ?? {};
  const bearer = asksForToken(route.onRequest);
  return {
    ...declared,
    ...(multipartBody ? { body: multipartBody } : {}),
    // Login and routes declaring their own headers are left as they are.
    ...(route.method === 'POST' && bearer && declared.headers === undefined
      ? { headers: IdempotencyHeadersSchema }
      : {}),
    operationId,
    summary,
    security: bearer ? [{ [BEARER_SCHEME]: [] }] : [],
    ...(schema?.response ? { response: describeResponses(schema.response) } : {}),
  };
}

/**
 * Error bodies point at the one ApiError component instead of repeating its shape; success
 * answers get a description (the key below is @fastify/swagger's, removed from the schema).
 */
function describeResponses(responses: unknown): unknown {
  if (typeof responses !== 'object' || responses === null) return responses;
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]: [string, unknown]) => {
      if (JSON.stringify(response) === ERROR_SHAPE) {
        const description = ERROR_DESCRIPTIONS[status] ?? 'Error';
        return [status, { $ref: `${ERROR_SCHEMA_ID}#`, description }];
      }
      const success = SUCCESS_DESCRIPTIONS[status];
      if (
        !success ||
        typeof response !== 'object' ||
        response === null ||
        'description' in response
      ) {
        return [status, response];
      }
      return [status, { 'x-response-description': success, ...response }];
    }),
  );
}
