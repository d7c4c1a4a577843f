import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import type { DatabaseHandle } from '../../server/db/connect';
import { testEngines } from '../support/engines';
import { secondInstance } from '../support/second-instance';
import {
  insertItem,
  insertLot,
  insertReferences,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * Two app instances, each with its own connection pool, on one PostgreSQL schema, as behind a
 * load balancer: confirmations, deliveries and waste spread over both at once keep every lot's
 * stock exact and never below zero.
 */
const ORDERS = 24;
const ORDER_UNITS = 5;
const DELIVERIES = 10;
const DELIVERY_UNITS = 2;
const WASTES = 10;
const WASTE_UNITS = 3;
const START_UNITS = 60;

describe.runIf((await testEngines()).includes('postgres'))(
  'two instances on one PostgreSQL',
  () => {
    let first: TestServer;
    let secondHandle: DatabaseHandle;
    let second: FastifyInstance;
    let refs: StockReferences;
    let itemId = 0;
    beforeAll(async () => {
      first = await createTestServer('postgres');
      ({ app: second, handle: secondHandle } = await secondInstance(first));
      refs = await insertReferences(first.handle.db);
      itemId = await insertItem(first.handle.db, refs, { name: 'Shared Butter' });
      const admin = await first.handle.db
        .selectFrom('users')
        .select('id')
        .where('name', '=', 'administrator')
        .executeTakeFirstOrThrow();
      // Three lots with different expiries, so takes cross lot boundaries.
      for (const [units, expiry] of [
        [20, '2030-01-01'],
        [25, '2030-02-01'],
        [15, '2030-03-01'],
      ] as const) {
        await insertLot(first.handle.db, {
          itemId,
          supplierId: refs.supplierId,
          receivedBy: admin.id,
          quantity: units * 1000,
          expirationDate: expiry,
        });
      }
    });
    afterAll(async () => {
      await second.close();
      await secondHandle.close();
      await first.close();
    });

    it('keeps stock exact and never negative under concurrent writes on both', async () => {
      const token = await first.tokenFor('Administrator');
      const send = (n: number, method: 'POST', path: string, payload: object) =>
        (n % 2 === 0 ? first.app : second).inject({
          method,
          url: `${API_BASE_PATH}${path}`,
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
          payload,
        });
      const orderIds: number[] = [];
      for (let n = 0; n < ORDERS; n += 1) {
        const created = await send(n, 'POST', '/order-items', {
          departmentId: refs.departmentId,
          fulfilledAt: '2030-01-01T10:00:00Z',
          orderItems: [{ itemId, quantity: ORDER_UNITS }],
        });
        expect(created.statusCode).toBe(201);
        orderIds.push(created.json<{ ID: number }>().ID);
      }
      const confirmations = orderIds.map((id, n) =>
        send(n, 'POST', `/order-items/${id}/confirm`, { reason: 'Lunch service' }),
      );
      const deliveries = Array.from({ length: DELIVERIES }, (_unused, n) =>
        send(n + 1, 'POST', '/receive-items', {
          supplierId: refs.supplierId,
          receiveItems: [
            {
              itemId,
              quantity: String(DELIVERY_UNITS),
              expirationDate: '2030-04-01',
              status: 'New',
            },
          ],
        }),
      );
      const wastes = Array.from({ length: WASTES }, (_unused, n) =>
        send(n, 'POST', '/receive-items/waste', {
          itemId,
          quantity: WASTE_UNITS,
          reason: 'Damaged',
        }),
      );
      const [confirmed, delivered, wasted] = await Promise.all([
        Promise.all(confirmations),
        Promise.all(deliveries),
        Promise.all(wastes),
      ]);
      // Every answer is a success or "not enough stock"; never a 5xx.
      for (const response of [...confirmed, ...delivered, ...wasted]) {
        expect([200, 201, 409], response.body).toContain(response.statusCode);
      }
      expect(delivered.every((response) => response.statusCode === 201)).toBe(true);
      const fulfilled = confirmed.filter((response) => response.statusCode === 200).length;
      const wasteRecorded = wasted.filter((response) => response.statusCode === 201).length;
      expect(fulfilled).toBeGreaterThan(0);

      const lots = await first.handle.db
        .selectFrom('lots')
        .select(['quantity', 'remaining'])
        .where('item_id', '=', itemId)
        .execute();
      for (const lot of lots) {
        expect(lot.remaining).toBeGreaterThanOrEqual(0);
        expect(lot.remaining).toBeLessThanOrEqual(lot.quantity);
      }
      const remaining = lots.reduce((sum, lot) => sum + lot.remaining, 0);
      const expected =
        (START_UNITS +
          DELIVERIES * DELIVERY_UNITS -
          fulfilled * ORDER_UNITS -
          wasteRecorded * WASTE_UNITS) *
        1000;
      expect(remaining).toBe(expected);
      // Refusals happened only when what remained could not cover them.
      const statuses = await first.handle.db
        .selectFrom('orders')
        .select(['status'])
        .where('id', 'in', orderIds)
        .execute();
      expect(statuses.filter((row) => row.status === 'fulfilled')).toHaveLength(fulfilled);
      console.log(
        `two instances: ${fulfilled}/${ORDERS} confirmations, ${wasteRecorded}/${WASTES} waste reports, ${DELIVERIES} deliveries; ${remaining / 1000} units left`,
      );
    }, 120_000);
  },
);
