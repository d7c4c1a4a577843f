import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROLE_IDS,
  ROLE_NAMES,
  canAccess,
  canAccessAny,
  canApprovePurchaseOrders,
  canVerifyActivity,
  canCloseStocktake,
  STOCK_ADJUSTMENT_PAGES,
  type PageName,
  type RoleName,
} from '../../contract/roles';
import type { Db } from '../../server/db/schema';
import { testEngines } from '../support/engines';
import { itemMultipart, uniquePng } from '../support/images';
import {
  insertItem,
  insertLot,
  insertReferences,
  insertSupplier,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/** A request made fresh for one role's attempt, so every allowed attempt can succeed. */
interface Attempt {
  path: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  /** The page the role needs, or 'signed-in' for reads open to every role. */
  page:
    | PageName
    | 'signed-in'
    | 'stocktake-closer'
    | 'purchase-order-reader'
    | 'stock-adjustments'
    | 'activity-verifier'
    | 'po-approver';
  /** role: who will attempt it (for a record only its owner may change). */
  prepare: (db: Db, refs: StockReferences, role: RoleName) => Promise<Attempt>;
}

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence}`;
const now = () => new Date().toISOString();

async function lotFor(db: Db, refs: StockReferences, quantity = 100_000) {
  const itemId = await insertItem(db, refs, { name: unique('Flour') });
  const receivedBy = await userIdOf(db, 'Administrator');
  await insertLot(db, {
    itemId,
    supplierId: refs.supplierId,
    receivedBy,
    quantity,
    expirationDate: '2099-01-01',
  });
  return itemId;
}

/** A purchase order straight into the tables, with one line. */
async function purchaseOrder(
  db: Db,
  refs: StockReferences,
  status: 'draft' | 'sent' | 'awaiting_approval',
) {
  const order = await db
    .insertInto('purchase_orders')
    .values({
      po_number: unique('PO-M'),
      supplier_id: refs.supplierId,
      status,
      expected_at: null,
      note: '',
      created_at: now(),
      created_by: await userIdOf(db, 'Manager'),
      sent_at: status === 'sent' ? now() : null,
      cancelled_at: null,
      cancel_reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('purchase_order_lines')
    .values({
      purchase_order_id: order.id,
      item_id: await lotFor(db, refs),
      quantity: 1000,
      received_quantity: 0,
      unit_cost: null,
    })
    .execute();
  return order.id;
}

async function pendingOrder(db: Db, refs: StockReferences) {
  const itemId = await lotFor(db, refs);
  const userId = await userIdOf(db, 'Manager');
  const order = await db
    .insertInto('orders')
    .values({
      department_id: refs.departmentId,
      status: 'pending',
      request_date: now(),
      fulfilled_at: null,
      user_id: userId,
      reason: null,
      actioned_at: null,
      actioned_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_lines')
    .values({ order_id: order.id, item_id: itemId, quantity: 1000 })
    .execute();
  return order.id;
}

async function insertNamed(db: Db, table: 'departments' | 'categories') {
  const row = await db
    .insertInto(table)
    .values({ name: unique(table), description: '', created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertUser(db: Db) {
  const row = await db
    .insertInto('users')
    .values({
      name: unique('user'),
      password_hash: 'x',
      role_id: ROLE_IDS.Viewer,
      password_changed_at: now(),
      deleted_at: null,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertArea(db: Db) {
  const row = await db
    .insertInto('item_areas')
    .values({ name: unique('Area'), speed_class: 'Fast', created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const itemRequest = (refs: StockReferences) => ({
  name: unique('Item'),
  barcode: unique('BC'),
  categoryId: refs.categoryId,
  itemAreaId: refs.itemAreaId,
  unit: 'kg',
  alertDaysBeforeExpiry: 3,
});

const receiveBody = (refs: StockReferences, itemId: number) => ({
  supplierId: String(refs.supplierId),
  receiveItems: [
    { itemId: String(itemId), quantity: '5', expirationDate: '2099-01-01', status: 'New' },
  ],
});

async function openStocktake(db: Db, refs: StockReferences) {
  const createdBy = await userIdOf(db, 'Manager');
  const row = await db
    .insertInto('stocktakes')
    .values({
      name: unique('Count'),
      status: 'open',
      created_at: now(),
      created_by: createdBy,
      posted_at: null,
      posted_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('stocktake_areas')
    .values({ stocktake_id: row.id, item_area_id: refs.itemAreaId })
    .execute();
  return row.id;
}

/** Every route of spec section 7 with the page the role table (spec 6, DESIGN roles) needs. */
const ROUTES: RouteCase[] = [
  { method: 'GET', route: '/roles', page: 'signed-in', prepare: async () => ({ path: '/roles' }) },
  {
    method: 'GET',
    route: '/me/outbox-key',
    page: 'signed-in',
    prepare: async () => ({ path: '/me/outbox-key' }),
  },
  { method: 'GET', route: '/users', page: 'signed-in', prepare: async () => ({ path: '/users' }) },
  {
    method: 'POST',
    route: '/users',
    page: 'Users',
    prepare: async () => ({
      path: '/users',
      payload: { name: unique('new user'), password: 'secret1', roleId: 5 },
    }),
  },
  {
    method: 'GET',
    route: '/users/{id}',
    page: 'Users',
    prepare: async (db) => ({ path: `/users/${await insertUser(db)}` }),
  },
  {
    method: 'PUT',
    route: '/users/{id}',
    page: 'Users',
    prepare: async (db) => ({
      path: `/users/${await insertUser(db)}`,
      payload: { name: unique('renamed'), roleId: 4 },
    }),
  },
  {
    method: 'DELETE',
    route: '/users/{id}',
    page: 'Users',
    prepare: async (db) => ({ path: `/users/${await insertUser(db)}` }),
  },
  {
    method: 'PUT',
    route: '/users/{id}/change-password',
    page: 'Users',
    prepare: async (db) => ({
      path: `/users/${await insertUser(db)}/change-password`,
      payload: { password: 'another1' },
    }),
  },
  { method: 'GET', route: '/items', page: 'signed-in', prepare: async () => ({ path: '/items' }) },
  {
    method: 'POST',
    route: '/items',
    page: 'Items',
    prepare: async (_db, refs) => ({
      path: '/items',
      ...itemMultipart(itemRequest(refs), { bytes: uniquePng() }),
    }),
  },
  {
    method: 'GET',
    route: '/items/{id}',
    page: 'signed-in',
    prepare: async (db, refs) => ({
      path: `/items/${await insertItem(db, refs, { name: unique('Salt') })}`,
    }),
  },
  {
    method: 'GET',
    route: '/items/{id}/stock',
    page: 'signed-in',
    prepare: async (db, refs) => ({ path: `/items/${await lotFor(db, refs, 5)}/stock` }),
  },
  {
    method: 'PUT',
    route: '/items/{id}',
    page: 'Items',
    prepare: async (db, refs) => ({
      path: `/items/${await insertItem(db, refs, { name: unique('Salt') })}`,
      ...itemMultipart(itemRequest(refs), { bytes: uniquePng() }),
    }),
  },
  {
    method: 'DELETE',
    route: '/items/{id}',
    page: 'Items',
    prepare: async (db, refs) => ({
      path: `/items/${await insertItem(db, refs, { name: unique('Salt') })}`,
    }),
  },
  {
    method: 'GET',
    route: '/categories',
    page: 'signed-in',
    prepare: async () => ({ path: '/categories' }),
  },
  {
    method: 'POST',
    route: '/categories',
    page: 'Categories',
    prepare: async () => ({
      path: '/categories',
      payload: { name: unique('Cat'), description: 'd' },
    }),
  },
  {
    method: 'GET',
    route: '/categories/{id}',
    page: 'signed-in',
    prepare: async (db) => ({ path: `/categories/${await insertNamed(db, 'categories')}` }),
  },
  {
    method: 'PUT',
    route: '/categories/{id}',
    page: 'Categories',
    prepare: async (db) => ({
      path: `/categories/${await insertNamed(db, 'categories')}`,
      payload: { name: unique('Cat'), description: 'd' },
    }),
  },
  {
    method: 'DELETE',
    route: '/categories/{id}',
    page: 'Categories',
    prepare: async (db) => ({ path: `/categories/${await insertNamed(db, 'categories')}` }),
  },
  {
    method: 'GET',
    route: '/locations',
    page: 'signed-in',
    prepare: async () => ({ path: '/locations' }),
  },
  {
    method: 'POST',
    route: '/locations',
    page: 'Item Area',
    prepare: async () => ({
      path: '/locations',
      payload: { name: unique('Shelf'), speedClass: 'Slow' },
    }),
  },
  {
    method: 'PUT',
    route: '/locations/{id}',
    page: 'Item Area',
    prepare: async (db) => ({
      path: `/locations/${await insertArea(db)}`,
      payload: { name: unique('Area'), speedClass: 'Medium' },
    }),
  },
  {
    method: 'DELETE',
    route: '/locations/{id}',
    page: 'Item Area',
    prepare: async (db) => ({
      path: `/locations/${await insertArea(db)}`,
    }),
  },
  {
    method: 'GET',
    route: '/locations/{id}',
    page: 'signed-in',
    prepare: async (db) => ({ path: `/locations/${await insertArea(db)}` }),
  },
  {
    method: 'GET',
    route: '/suppliers',
    page: 'signed-in',
    prepare: async () => ({ path: '/suppliers' }),
  },
  {
    method: 'POST',
    route: '/suppliers',
    page: 'Suppliers',
    prepare: async () => ({
      path: '/suppliers',
      payload: {
        name: unique('Supplier'),
        email: 's@example.com',
        phoneNumber: '+44 20 7946 0958',
        address: '',
      },
    }),
  },
  {
    method: 'GET',
    route: '/suppliers/{id}',
    page: 'signed-in',
    prepare: async (_db, refs) => ({ path: `/suppliers/${refs.supplierId}` }),
  },
  {
    method: 'PUT',
    route: '/suppliers/{id}',
    page: 'Suppliers',
    prepare: async (_db, refs) => ({
      path: `/suppliers/${refs.supplierId}`,
      payload: {
        name: unique('Supplier'),
        email: 's@example.com',
        phoneNumber: '0123-456-789',
        address: 'Dock 1',
      },
    }),
  },
  {
    method: 'DELETE',
    route: '/suppliers/{id}',
    page: 'Suppliers',
    prepare: async (db) => ({
      path: `/suppliers/${await insertSupplier(db, unique('Gone'))}`,
    }),
  },
  {
    method: 'GET',
    route: '/departments',
    page: 'signed-in',
    prepare: async () => ({ path: '/departments' }),
  },
  {
    method: 'POST',
    route: '/departments',
    page: 'Departments',
    prepare: async () => ({
      path: '/departments',
      payload: { name: unique('Dept'), description: '' },
    }),
  },
  {
    method: 'GET',
    route: '/departments/{id}',
    page: 'signed-in',
    prepare: async (db) => ({ path: `/departments/${await insertNamed(db, 'departments')}` }),
  },
  {
    method: 'PUT',
    route: '/departments/{id}',
    page: 'Departments',
    prepare: async (db) => ({
      path: `/departments/${await insertNamed(db, 'departments')}`,
      payload: { name: unique('Dept'), description: '' },
    }),
  },
  {
    method: 'DELETE',
    route: '/departments/{id}',
    page: 'Departments',
    prepare: async (db) => ({ path: `/departments/${await insertNamed(db, 'departments')}` }),
  },
  {
    method: 'GET',
    route: '/receive-items',
    page: 'signed-in',
    prepare: async () => ({ path: '/receive-items' }),
  },
  {
    method: 'POST',
    route: '/receive-items',
    page: 'Add Inventory',
    prepare: async (db, refs) => ({
      path: '/receive-items',
      payload: receiveBody(refs, await insertItem(db, refs, { name: unique('Milk') })),
    }),
  },
  {
    method: 'GET',
    route: '/receive-items/PO',
    page: 'signed-in',
    prepare: async () => ({ path: '/receive-items/PO' }),
  },
  {
    method: 'POST',
    route: '/receive-items/PO',
    page: 'Add Inventory',
    prepare: async (db, refs) => ({
      path: '/receive-items/PO',
      payload: {
        poId: unique('PO'),
        ...receiveBody(refs, await insertItem(db, refs, { name: unique('Milk') })),
      },
    }),
  },
  {
    method: 'GET',
    route: '/receive-items/waste',
    page: 'signed-in',
    prepare: async () => ({ path: '/receive-items/waste' }),
  },
  {
    method: 'POST',
    route: '/receive-items/waste',
    page: 'Reports',
    prepare: async (db, refs) => ({
      path: '/receive-items/waste',
      payload: { itemId: await lotFor(db, refs), reason: 'Damaged', quantity: '1' },
    }),
  },
  {
    method: 'GET',
    route: '/receive-items/near-expiry',
    page: 'signed-in',
    prepare: async () => ({ path: '/receive-items/near-expiry' }),
  },
  {
    method: 'GET',
    route: '/order-items',
    page: 'Orders',
    prepare: async () => ({ path: '/order-items' }),
  },
  {
    method: 'POST',
    route: '/order-items',
    page: 'Orders',
    prepare: async (db, refs) => ({
      path: '/order-items',
      payload: {
        departmentId: refs.departmentId,
        fulfilledAt: '2099-01-01T10:00',
        orderItems: [{ itemId: await lotFor(db, refs), quantity: '1' }],
      },
    }),
  },
  {
    method: 'POST',
    route: '/order-items/{id}/confirm',
    page: 'Orders',
    prepare: async (db, refs) => ({
      path: `/order-items/${await pendingOrder(db, refs)}/confirm`,
      payload: { reason: 'ok' },
    }),
  },
  {
    method: 'POST',
    route: '/order-items/{id}/reject',
    page: 'Orders',
    prepare: async (db, refs) => ({
      path: `/order-items/${await pendingOrder(db, refs)}/reject`,
      payload: { reason: 'no' },
    }),
  },
  {
    method: 'GET',
    route: '/low-items',
    page: 'signed-in',
    prepare: async () => ({ path: '/low-items' }),
  },
  {
    method: 'GET',
    route: '/item-locations',
    page: 'signed-in',
    prepare: async () => ({ path: '/item-locations' }),
  },
  {
    method: 'GET',
    route: '/dashboard/summary',
    page: 'signed-in',
    prepare: async () => ({ path: '/dashboard/summary' }),
  },
  {
    method: 'GET',
    route: '/reports/stock-value',
    page: 'Valuation',
    prepare: async () => ({ path: '/reports/stock-value?groupBy=category' }),
  },
  {
    method: 'GET',
    route: '/reports/waste-cost',
    page: 'Valuation',
    prepare: async () => ({ path: '/reports/waste-cost?from=2024-01-01' }),
  },
  {
    method: 'GET',
    route: '/stocktakes',
    page: 'Stocktake',
    prepare: async () => ({ path: '/stocktakes' }),
  },
  {
    method: 'POST',
    route: '/stocktakes',
    page: 'Stocktake',
    prepare: async (_db, refs) => ({
      path: '/stocktakes',
      payload: { name: unique('Count'), itemAreaIds: [refs.itemAreaId] },
    }),
  },
  {
    method: 'GET',
    route: '/stocktakes/{id}',
    page: 'Stocktake',
    prepare: async (db, refs) => ({ path: `/stocktakes/${await openStocktake(db, refs)}` }),
  },
  {
    method: 'POST',
    route: '/stocktakes/{id}/counts',
    page: 'Stocktake',
    prepare: async (db, refs) => ({
      path: `/stocktakes/${await openStocktake(db, refs)}/counts`,
      payload: { itemId: await lotFor(db, refs), quantity: '2.5' },
    }),
  },
  {
    method: 'DELETE',
    route: '/stocktakes/{id}/counts/{id}',
    page: 'Stocktake',
    prepare: async (db, refs, role) => {
      const stocktakeId = await openStocktake(db, refs);
      const count = await db
        .insertInto('stocktake_counts')
        .values({
          stocktake_id: stocktakeId,
          item_id: await lotFor(db, refs),
          quantity: 1000,
          counted_at: now(),
          counted_by: await userIdOf(db, role),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { path: `/stocktakes/${stocktakeId}/counts/${count.id}` };
    },
  },
  {
    method: 'POST',
    route: '/stocktakes/{id}/post',
    page: 'stocktake-closer',
    prepare: async (db, refs) => ({ path: `/stocktakes/${await openStocktake(db, refs)}/post` }),
  },
  {
    method: 'POST',
    route: '/stocktakes/{id}/cancel',
    page: 'stocktake-closer',
    prepare: async (db, refs) => ({ path: `/stocktakes/${await openStocktake(db, refs)}/cancel` }),
  },
  {
    method: 'POST',
    route: '/items/import',
    page: 'Items',
    prepare: async () => ({
      path: '/items/import?dryRun=true',
      payload:
        'name,barcode,category,itemArea,unit,alertDaysBeforeExpiry\r\nSalt,4006381333931,Dry,Shelf,kg,\r\n',
      headers: { 'content-type': 'text/csv' },
    }),
  },
  {
    method: 'POST',
    route: '/suppliers/import',
    page: 'Suppliers',
    prepare: async () => ({
      path: '/suppliers/import?dryRun=true',
      payload: 'name,email,phoneNumber,address\r\nMill,mill@example.com,+44 20 7946 0958,\r\n',
      headers: { 'content-type': 'text/csv' },
    }),
  },
  {
    method: 'GET',
    route: '/stock-adjustments',
    page: 'stock-adjustments',
    prepare: async () => ({ path: '/stock-adjustments' }),
  },
  {
    method: 'GET',
    route: '/purchase-orders',
    page: 'purchase-order-reader',
    prepare: async () => ({ path: '/purchase-orders' }),
  },
  {
    method: 'POST',
    route: '/purchase-orders',
    page: 'Purchasing',
    prepare: async (db, refs) => ({
      path: '/purchase-orders',
      payload: {
        supplierId: refs.supplierId,
        lines: [{ itemId: await lotFor(db, refs), quantity: 6 }],
      },
    }),
  },
  {
    method: 'GET',
    route: '/purchase-orders/suggestions',
    page: 'Purchasing',
    prepare: async () => ({ path: '/purchase-orders/suggestions' }),
  },
  {
    method: 'GET',
    route: '/purchase-orders/{id}',
    page: 'purchase-order-reader',
    prepare: async (db, refs) => ({
      path: `/purchase-orders/${await purchaseOrder(db, refs, 'sent')}`,
    }),
  },
  {
    method: 'PUT',
    route: '/purchase-orders/{id}',
    page: 'Purchasing',
    prepare: async (db, refs) => ({
      path: `/purchase-orders/${await purchaseOrder(db, refs, 'draft')}`,
      payload: {
        supplierId: refs.supplierId,
        lines: [{ itemId: await lotFor(db, refs), quantity: 2 }],
      },
    }),
  },
  {
    method: 'POST',
    route: '/purchase-orders/{id}/send',
    page: 'Purchasing',
    prepare: async (db, refs) => ({
      path: `/purchase-orders/${await purchaseOrder(db, refs, 'draft')}/send`,
      payload: {},
    }),
  },
  {
    method: 'POST',
    route: '/purchase-orders/{id}/approve',
    page: 'po-approver',
    prepare: async (db, refs) => ({
      path: `/purchase-orders/${await purchaseOrder(db, refs, 'awaiting_approval')}/approve`,
      payload: {},
    }),
  },
  {
    method: 'POST',
    route: '/purchase-orders/{id}/reject',
    page: 'po-approver',
    prepare: async (db, refs) => ({
      path: `/purchase-orders/${await purchaseOrder(db, refs, 'awaiting_approval')}/reject`,
      payload: { reason: 'Over budget' },
    }),
  },
  {
    method: 'POST',
    route: '/purchase-orders/{id}/cancel',
    page: 'Purchasing',
    prepare: async (db, refs) => ({
      path: `/purchase-orders/${await purchaseOrder(db, refs, 'sent')}/cancel`,
      payload: { reason: 'Not needed' },
    }),
  },
  { method: 'GET', route: '/sites', page: 'signed-in', prepare: async () => ({ path: '/sites' }) },
  {
    method: 'POST',
    route: '/sites',
    page: 'Sites',
    prepare: async () => ({ path: '/sites', payload: { name: unique('Site') } }),
  },
  {
    method: 'GET',
    route: '/sites/{id}',
    page: 'Sites',
    prepare: async (db) => ({ path: `/sites/${await insertSite(db)}` }),
  },
  {
    method: 'PUT',
    route: '/sites/{id}',
    page: 'Sites',
    prepare: async (db) => ({
      path: `/sites/${await insertSite(db)}`,
      payload: { name: unique('Renamed site') },
    }),
  },
  {
    method: 'GET',
    route: '/items/{id}/sites',
    page: 'signed-in',
    prepare: async (db, refs) => ({
      path: `/items/${await insertItem(db, refs, { name: unique('Mint') })}/sites`,
    }),
  },
  {
    method: 'PUT',
    route: '/items/{id}/sites/{id}',
    page: 'Items',
    prepare: async (db, refs) => ({
      path: `/items/${await insertItem(db, refs, { name: unique('Basil') })}/sites/${await insertSite(db)}`,
      payload: { parLevel: '4' },
    }),
  },
  {
    method: 'DELETE',
    route: '/sites/{id}',
    page: 'Sites',
    prepare: async (db) => ({ path: `/sites/${await insertSite(db)}` }),
  },
  {
    method: 'GET',
    route: '/transfers',
    page: 'Transfers',
    prepare: async () => ({ path: '/transfers' }),
  },
  {
    method: 'POST',
    route: '/transfers',
    page: 'Transfers',
    prepare: async (db, refs) => ({
      path: '/transfers',
      payload: {
        toSiteId: await insertSite(db),
        lines: [{ itemId: await lotFor(db, refs), quantity: 1 }],
      },
    }),
  },
  {
    method: 'GET',
    route: '/transfers/{id}',
    page: 'Transfers',
    prepare: async (db) => ({ path: `/transfers/${await insertTransfer(db)}` }),
  },
  {
    method: 'POST',
    route: '/transfers/{id}/receive',
    page: 'Transfers',
    prepare: async (db) => ({
      path: `/transfers/${await insertTransfer(db)}/receive`,
      payload: {},
    }),
  },
  {
    method: 'POST',
    route: '/transfers/{id}/cancel',
    page: 'Transfers',
    prepare: async (db) => ({
      path: `/transfers/${await insertTransfer(db)}/cancel`,
      payload: { reason: 'Not needed' },
    }),
  },
  {
    method: 'GET',
    route: '/activity',
    page: 'Activity',
    prepare: async () => ({ path: '/activity' }),
  },
  {
    method: 'GET',
    route: '/activity/verify',
    page: 'activity-verifier',
    prepare: async () => ({ path: '/activity/verify' }),
  },
];

/** A transfer in transit from Main to a new site, without lines (straight into the table). */
async function insertTransfer(db: Db): Promise<number> {
  const row = await db
    .insertInto('transfers')
    .values({
      transfer_number: unique('TR-M'),
      from_site_id: 1,
      to_site_id: await insertSite(db),
      status: 'in_transit',
      note: null,
      sent_at: now(),
      sent_by: await userIdOf(db, 'Manager'),
      received_at: null,
      received_by: null,
      cancelled_at: null,
      cancelled_by: null,
      cancel_reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertSite(db: Db): Promise<number> {
  const row = await db
    .insertInto('sites')
    .values({ name: unique('Site'), address: null, created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function allowed(role: RoleName, page: RouteCase['page']): boolean {
  if (page === 'stocktake-closer') return canAccess(role, 'Stocktake') && canCloseStocktake(role);
  if (page === 'purchase-order-reader') {
    return canAccess(role, 'Purchasing') || canAccess(role, 'Add Inventory');
  }
  if (page === 'stock-adjustments') return canAccessAny(role, STOCK_ADJUSTMENT_PAGES);
  if (page === 'activity-verifier') return canVerifyActivity(role);
  if (page === 'po-approver') return canApprovePurchaseOrders(role);
  return page === 'signed-in' || canAccess(role, page);
}

describe.each(await testEngines())('role × route matrix on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
  });
  afterAll(() => server.close());

  for (const route of ROUTES) {
    it(`${route.method} ${route.route}: 2xx for roles with ${route.page}, 403 for the others`, async () => {
      const outcome: Record<string, number> = {};
      const expected: Record<string, number | string> = {};
      for (const role of ROLE_NAMES) {
        const attempt = await route.prepare(server.handle.db, refs, role);
        const response = await server.api({
          method: route.method,
          role,
          path: attempt.path,
          payload: attempt.payload,
          headers: attempt.headers,
        });
        const ok = response.statusCode >= 200 && response.statusCode < 300;
        outcome[role] = response.statusCode;
        expected[role] = allowed(role, route.page) ? (ok ? response.statusCode : '2xx') : 403;
      }
      expect(outcome).toEqual(expected);
    });
  }

  it('checks the token and the role before it reads the body', async () => {
    const bad = { name: 42, description: ['x'.repeat(5000)] };
    const anonymous = await server.api({ method: 'POST', path: '/departments', payload: bad });
    expect(anonymous.statusCode).toBe(401);
    const viewer = await server.api({
      method: 'POST',
      path: '/departments',
      role: 'Viewer',
      payload: bad,
    });
    expect(viewer.statusCode).toBe(403);
    const manager = await server.api({
      method: 'POST',
      path: '/departments',
      role: 'Manager',
      payload: bad,
    });
    expect(manager.statusCode).toBe(400);
  });

  it('covers every route the API registers', async () => {
    await server.app.ready();
    const document = server.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    const registered: string[] = [];
    for (const [path, methods] of Object.entries(document.paths ?? {})) {
      if (!path.startsWith('/api/v1/inventory-system/')) continue;
      const route = path
        .replace('/api/v1/inventory-system', '')
        .replace('{action}', 'confirm')
        .replace(/\{[^}]+\}/g, '{id}');
      for (const method of Object.keys(methods))
        registered.push(`${method.toUpperCase()} ${route}`);
    }
    // Login needs no role; images are served to <img> tags without a token. Logout is open to
    // every signed-in role and would end this matrix's own tokens: tests/api/logout.test.ts.
    const open = ['POST /login', 'GET /images/{id}', 'POST /logout'];
    // The event stream never ends, so inject cannot answer it: tests/api/events.test.ts checks
    // its 401 and what each role hears.
    const streams = ['GET /events'];
    const covered = ROUTES.map((route) => `${route.method} ${route.route}`).concat(open, streams);
    expect(registered.filter((route) => !covered.includes(route))).toEqual([]);
    expect(registered.length).toBeGreaterThanOrEqual(ROUTES.length);
  });
});
