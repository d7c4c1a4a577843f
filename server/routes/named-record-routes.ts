import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import type { CsvColumn } from '../../contract/csv-columns';
import type { PageName } from '../../contract/roles';
import { IdParamsSchema, SyncListQuerySchema } from '../../contract/schemas';
import type { SyncListQuery } from '../../contract/schemas/sync';
import { authenticate, requirePage } from '../auth/guard';
import type { DbOrTrx } from '../db/schema';
import { sendCsv } from '../export/csv';
import { writeRoute } from '../idempotency';
import { actorOf, type ActivityActor } from '../activity';
import { pathId } from '../request-values';
import { readListState, type VersionedList } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import type { RouteOperation } from './operation';
import { errorResponses, syncListResponses } from './responses';
import { MAIN_SITE_ID } from '../../contract/paths';
import { siteOf, siteScoped } from '../sites/request-site';

/** The five routes' OpenAPI operations, one per route. */
type NamedRecordOperations = Readonly<
  Record<'list' | 'create' | 'get' | 'update' | 'remove', RouteOperation>
>;

/** What one named reference record (reference/named-records.ts) needs to be served. */
export interface NamedRecordRoutes<
  Body extends TSchema,
  Record extends TSchema,
  List extends TSchema,
  Key extends string,
> {
  /** The collection's path (`/categories`) and one record's (`/categories/:id`). */
  endpoints: { list: string; one: (id: string) => string };
  /** Each route's OpenAPI operation (operation.ts). */
  operations: NamedRecordOperations;
  /** The spec's page whose roles may write; any signed-in role reads. */
  page: PageName;
  /** Capitalised, as in 'Category not found.' */
  what: string;
  tags: string[];
  schemas: { body: Body; record: Record; list: List };
  /** The list's version row (ETag) and, as a CSV, its file name and columns. */
  versionedList: VersionedList;
  csv: { fileName: string; columns: readonly CsvColumn<Static<Record>>[] };
  /** Where the list answer holds its records. */
  listKey: Key;
  /**
   * Records that belong to a site (item areas): the list and a create take the request's site
   * (X-Site-Id), which the answer's ETag and cache then vary by. Other records ignore siteId.
   */
  siteScoped?: boolean;
  list: (
    db: DbOrTrx,
    query: SyncListQuery,
    siteId: number,
  ) => Promise<Static<List> & { [K in Key]: Static<Record>[] }>;
  get: (db: DbOrTrx, id: number) => Promise<Static<Record>>;
  create: (
    db: DbOrTrx,
    actor: ActivityActor,
    body: Static<Body>,
    siteId: number,
  ) => Promise<Static<Record>>;
  update: (
    db: DbOrTrx,
    actor: ActivityActor,
    id: number,
    body: Static<Body>,
  ) => Promise<Static<Record>>;
  remove: (db: DbOrTrx, actor: ActivityActor, id: number) => Promise<void>;
}

/**
 * List (JSON with ETag and delta sync, or CSV), create, read, update and delete for one named
 * reference record: departments, categories, suppliers and item areas answer alike.
 */
export function namedRecordRoutes<
  Body extends TSchema,
  Record extends TSchema,
  List extends TSchema,
  Key extends string,
>(records: NamedRecordRoutes<Body, Record, List, Key>): FastifyPluginAsyncTypebox {
  const { endpoints, operations, tags, what, schemas } = records;
  const writers = requirePage(records.page);
  // Unscoped records never read the header: a site's id stands unused.
  const scoped = records.siteScoped ? { preHandler: siteScoped } : {};
  const siteFor = (request: FastifyRequest) =>
    records.siteScoped ? siteOf(request) : MAIN_SITE_ID;
  return async (typed) => {
    // The type provider cannot read types out of generic schemas, so the routes state them; the
    // bodies are cast to what schemas.body, which Fastify validates them with, describes.
    const app = typed.withTypeProvider<FastifyTypeProviderDefault>();
    type WithId = { Params: Static<typeof IdParamsSchema> };
    app.get<{ Querystring: SyncListQuery }>(
      endpoints.list,
      {
        onRequest: authenticate,
        ...scoped,
        schema: {
          ...operations.list,
          tags,
          querystring: SyncListQuerySchema,
          response: { 200: schemas.list, ...syncListResponses },
        },
      },
      async (request, reply) =>
        request.query.format === 'csv'
          ? sendCsv(
              reply,
              records.csv.fileName,
              records.csv.columns,
              request.query,
              async (bounds) =>
                (await records.list(app.db, { ...request.query, ...bounds }, siteFor(request)))[
                  records.listKey
                ],
            )
          : answerVersioned(
              request,
              reply,
              await readListState(app.db, records.versionedList),
              () => records.list(app.db, request.query, siteFor(request)),
            ),
    );
    app.post(
      endpoints.list,
      {
        onRequest: writers,
        ...scoped,
        schema: {
          ...operations.create,
          tags,
          body: schemas.body,
          response: { 201: schemas.record, ...errorResponses },
        },
      },
      writeRoute(201, (trx, request) =>
        records.create(trx, actorOf(request.actor), request.body as Static<Body>, siteFor(request)),
      ),
    );
    app.get<WithId>(
      endpoints.one(':id'),
      {
        onRequest: authenticate,
        schema: {
          ...operations.get,
          tags,
          params: IdParamsSchema,
          response: { 200: schemas.record, ...errorResponses },
        },
      },
      (request) => records.get(app.db, pathId(request.params.id, what)),
    );
    app.put<WithId>(
      endpoints.one(':id'),
      {
        onRequest: writers,
        schema: {
          ...operations.update,
          tags,
          params: IdParamsSchema,
          body: schemas.body,
          response: { 200: schemas.record, ...errorResponses },
        },
      },
      (request) =>
        records.update(
          app.db,
          actorOf(request.actor),
          pathId(request.params.id, what),
          request.body as Static<Body>,
        ),
    );
    app.delete<WithId>(
      endpoints.one(':id'),
      {
        onRequest: writers,
        schema: {
          ...operations.remove,
          tags,
          params: IdParamsSchema,
          response: { 204: Type.Null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await records.remove(app.db, actorOf(request.actor), pathId(request.params.id, what));
        return reply.status(204).send(null);
      },
    );
  };
}
