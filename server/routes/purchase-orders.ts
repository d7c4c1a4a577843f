import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PURCHASE_ORDER_CSV } from '../../contract/csv-columns';
import {
  PURCHASE_ORDER_ACTIONS,
  PURCHASE_ORDER_DECISIONS,
  PURCHASING_ENDPOINTS,
  type PurchaseOrderAction,
  type PurchaseOrderDecision,
} from '../../contract/paths';
import { canAccess, canApprovePurchaseOrders } from '../../contract/roles';
import {
  IdParamsSchema,
  PurchaseOrderBodySchema,
  PurchaseOrderListSchema,
  PurchaseOrderQuerySchema,
  PurchaseOrderSchema,
  ReasonBodySchema,
  SuggestionListSchema,
} from '../../contract/schemas';
import { actorOf } from '../activity';
import { requirePage, signedIn } from '../auth/guard';
import { sendCsv } from '../export/csv';
import { writeOnce, writeRoute } from '../idempotency';
import {
  cancelPurchaseOrder,
  sendPurchaseOrder,
  createPurchaseOrder,
  getPurchaseOrder,
  listPurchaseOrders,
  updatePurchaseOrder,
  type PurchaseOrderScope,
} from '../purchasing/purchase-orders';
import { decidePurchaseOrder } from '../purchasing/po-approval';
import { listSuggestions } from '../purchasing/suggestions';
import { pathId } from '../request-values';
import { readDatabaseVersion } from '../sync/list-versions';
import { answerVersioned } from '../sync/versioned-list';
import type { RouteOperation } from './operation';
import { siteOf, siteScoped } from '../sites/request-site';
import { errorResponses } from './responses';

const tags = ['purchase-orders'];
const WHAT = 'Purchase order';

/** One route per action, so each is its own operation in OpenAPI. */
const ACTION_OPERATIONS: Readonly<Record<PurchaseOrderAction, RouteOperation>> = {
  send: { operationId: 'sendPurchaseOrder', summary: 'Send a draft purchase order' },
  cancel: {
    operationId: 'cancelPurchaseOrder',
    summary: 'Cancel a draft, sent or partial purchase order (reason required)',
  },
};

const DECISION_OPERATIONS: Readonly<Record<PurchaseOrderDecision, RouteOperation>> = {
  approve: {
    operationId: 'approvePurchaseOrder',
    summary: 'Approve a purchase order awaiting approval: it is sent (Administrator)',
  },
  reject: {
    operationId: 'rejectPurchaseOrder',
    summary: 'Reject a purchase order awaiting approval: back to draft with the reason',
  },
};

/** Approving and rejecting: an Administrator (design: Activity log and approvals). */
const requireApprover = signedIn(({ roleName }) => canApprovePurchaseOrders(roleName));

/** Reading needs Purchasing, or Add Inventory (a clerk receiving against the open orders). */
const requireOrderReader = signedIn(
  ({ roleName }) => canAccess(roleName, 'Purchasing') || canAccess(roleName, 'Add Inventory'),
);

function scopeOf(request: FastifyRequest): PurchaseOrderScope {
  return canAccess(request.actor.roleName, 'Purchasing') ? 'all' : 'open';
}

/**
 * Purchase orders and suggestions (design: Purchasing): the Purchasing page writes. Each order
 * delivers to one site, the request's (design: Sites and transfers): every route here reads and
 * writes the request's site's orders, and another site's order is a 404.
 */
export const purchaseOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    PURCHASING_ENDPOINTS.purchaseOrders,
    {
      onRequest: requireOrderReader,
      preHandler: siteScoped,
      schema: {
        operationId: 'listPurchaseOrders',
        summary: 'List purchase orders, newest first (Add Inventory alone sees the open ones)',
        tags,
        querystring: PurchaseOrderQuerySchema,
        response: { 200: PurchaseOrderListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      return request.query.format === 'csv'
        ? sendCsv(
            reply,
            'purchase-orders',
            PURCHASE_ORDER_CSV,
            request.query,
            async (bounds) =>
              (
                await listPurchaseOrders(
                  app.db,
                  { ...request.query, ...bounds },
                  scope,
                  siteOf(request),
                )
              ).purchaseOrders,
          )
        : answerVersioned(request, reply, await readDatabaseVersion(app.db), () =>
            listPurchaseOrders(app.db, request.query, scope, siteOf(request)),
          );
    },
  );
  app.post(
    PURCHASING_ENDPOINTS.purchaseOrders,
    {
      onRequest: requirePage('Purchasing'),
      preHandler: siteScoped,
      schema: {
        operationId: 'createPurchaseOrder',
        summary: 'Create a draft purchase order',
        tags,
        body: PurchaseOrderBodySchema,
        response: { 201: PurchaseOrderSchema, ...errorResponses },
      },
    },
    writeRoute(201, (trx, request) =>
      createPurchaseOrder(trx, request.actor.id, request.body, siteOf(request)),
    ),
  );
  app.get(
    PURCHASING_ENDPOINTS.suggestions,
    {
      onRequest: requirePage('Purchasing'),
      preHandler: siteScoped,
      schema: {
        operationId: 'listPurchaseSuggestions',
        summary: 'Suggested orders: items at or below their reorder point, by supplier',
        tags,
        response: { 200: SuggestionListSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      answerVersioned(request, reply, await readDatabaseVersion(app.db), () =>
        listSuggestions(app.db, siteOf(request)),
      ),
  );
  app.get(
    PURCHASING_ENDPOINTS.purchaseOrder(':id'),
    {
      onRequest: requireOrderReader,
      preHandler: siteScoped,
      schema: {
        operationId: 'getPurchaseOrder',
        summary: 'Get one purchase order with its lines',
        tags,
        params: IdParamsSchema,
        response: { 200: PurchaseOrderSchema, ...errorResponses },
      },
    },
    (request) =>
      getPurchaseOrder(app.db, pathId(request.params.id, WHAT), scopeOf(request), siteOf(request)),
  );
  app.put(
    PURCHASING_ENDPOINTS.purchaseOrder(':id'),
    {
      onRequest: requirePage('Purchasing'),
      preHandler: siteScoped,
      schema: {
        operationId: 'updatePurchaseOrder',
        summary: 'Replace a draft purchase order',
        tags,
        params: IdParamsSchema,
        body: PurchaseOrderBodySchema,
        response: { 200: PurchaseOrderSchema, ...errorResponses },
      },
    },
    (request, reply) => {
      const id = pathId(request.params.id, WHAT);
      return writeOnce(request, reply, 200, (trx) =>
        updatePurchaseOrder(trx, app.engine, request.actor.id, id, request.body, siteOf(request)),
      );
    },
  );
  for (const action of PURCHASE_ORDER_ACTIONS) {
    app.post(
      PURCHASING_ENDPOINTS.purchaseOrderAction(':id', action),
      {
        onRequest: requirePage('Purchasing'),
        preHandler: siteScoped,
        schema: {
          ...ACTION_OPERATIONS[action],
          tags,
          params: IdParamsSchema,
          // Send takes no body; a client may still send {} (or the outbox's empty object).
          ...(action === 'cancel' ? { body: ReasonBodySchema } : {}),
          response: { 200: PurchaseOrderSchema, ...errorResponses },
        },
      },
      (request, reply) => {
        const id = pathId(request.params.id, WHAT);
        const body = action === 'cancel' ? (request.body as { reason?: string | null }) : null;
        const step = {
          engine: app.engine,
          actorId: request.actor.id,
          id,
          siteId: siteOf(request),
          approval: { roleName: request.actor.roleName, limit: app.config.poApprovalLimit },
        };
        return writeOnce(request, reply, 200, (trx) =>
          action === 'send' ? sendPurchaseOrder(trx, step) : cancelPurchaseOrder(trx, step, body),
        );
      },
    );
  }
  for (const decision of PURCHASE_ORDER_DECISIONS) {
    app.post(
      PURCHASING_ENDPOINTS.purchaseOrderAction(':id', decision),
      {
        onRequest: requireApprover,
        preHandler: siteScoped,
        schema: {
          ...DECISION_OPERATIONS[decision],
          tags,
          params: IdParamsSchema,
          ...(decision === 'reject' ? { body: ReasonBodySchema } : {}),
          response: { 200: PurchaseOrderSchema, ...errorResponses },
        },
      },
      (request, reply) => {
        const id = pathId(request.params.id, WHAT);
        const body = decision === 'reject' ? (request.body as { reason?: string | null }) : null;
        return writeOnce(request, reply, 200, (trx) =>
          decidePurchaseOrder(
            trx,
            app.engine,
            id,
            decision,
            body,
            actorOf(request.actor),
            siteOf(request),
          ),
        );
      },
    );
  }
};
