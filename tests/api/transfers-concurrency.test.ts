import { describe, expect, it } from 'vitest';
import type { Transfer } from '../../contract/schemas/transfers';
import { testEngines } from '../support/engines';
import { useStreamingServer } from '../support/event-stream';
import {
  insertItem,
  insertReferences,
  remainingOf,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { insertSite, insertSiteLot, siteLotsOf } from '../support/transfer-fixtures';

const MAIN = 1;

/**
 * Transfers racing each other and other stock writes. PostgreSQL is where they truly overlap
 * (the transfer's row lock, the lots' FOR UPDATE); SQLite runs them one at a time, which checks
 * the rules hold there too. And the live events a transfer's writes send.
 */
describe.each(await testEngines())('transfers racing on %s', (engine) => {
  const context = useStreamingServer(engine);
  const db = () => context.server.handle.db;
  let refs: Promise<StockReferences> | undefined;

  const setup = async (name: string, units: number) => {
    refs ??= insertReferences(db());
    const { supplierId } = await refs;
    const itemId = await insertItem(db(), await refs, { name });
    const receivedBy = await userIdOf(db(), 'Manager');
    const lotId = await insertSiteLot(db(), {
      siteId: MAIN,
      itemId,
      supplierId,
      receivedBy,
      quantity: units * 1000,
      expirationDate: '2030-01-01',
      unitCost: 10_000,
    });
    return { itemId, lotId };
  };
  const post = (path: string, payload: object, key?: string) =>
    context.server.api({
      method: 'POST',
      path,
      role: 'Manager',
      payload,
      headers: key ? { 'idempotency-key': key } : {},
    });

  it('records two receives of one transfer once', async () => {
    const bar = await insertSite(db(), `Bar ${engine}`);
    for (let round = 0; round < 5; round += 1) {
      const { itemId } = await setup(`Wine ${round}`, 10);
      const sent = await post('/transfers', { toSiteId: bar, lines: [{ itemId, quantity: 6 }] });
      expect(sent.statusCode).toBe(201);
      const id = sent.json<Transfer>().TransferId;
      const lineId = sent.json<Transfer>().Lines[0]?.LineId;
      const [a, b] = await Promise.all([
        post(`/transfers/${id}/receive`, {}, `a-${engine}-${round}`),
        post(
          `/transfers/${id}/receive`,
          { lines: [{ lineId, receivedQuantity: 5 }] },
          `b-${engine}-${round}`,
        ),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const lots = await siteLotsOf(db(), bar, itemId);
      const lines = await db()
        .selectFrom('transfer_lines')
        .select(['received_quantity', 'lost_quantity'])
        .where('transfer_id', '=', id)
        .execute();
      // Whichever won, the Bar holds what it recorded, once.
      const winner = (a.statusCode === 200 ? a : b).json<Transfer>();
      const received = winner.Lines[0]?.ReceivedQuantity;
      expect(lots.reduce((sum, lot) => sum + lot.quantity, 0)).toBe((received ?? 0) * 1000);
      expect(lines).toEqual([
        { received_quantity: (received ?? 0) * 1000, lost_quantity: (6 - (received ?? 0)) * 1000 },
      ]);
    }
  });

  it('lets a transfer and a waste report race for the last units without taking more than there is', async () => {
    const kitchen = await insertSite(db(), `Kitchen ${engine}`);
    for (let round = 0; round < 5; round += 1) {
      const { itemId, lotId } = await setup(`Cream ${round}`, 5);
      const [transfer, waste] = await Promise.all([
        post('/transfers', { toSiteId: kitchen, lines: [{ itemId, quantity: 4 }] }),
        post('/receive-items/waste', { itemId, reason: 'Damaged', quantity: 3 }),
      ]);
      const codes = [transfer.statusCode, waste.statusCode];
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(1);
      const [remaining = 0] = await remainingOf(db(), [lotId]);
      expect(remaining).toBe(transfer.statusCode === 201 ? 1000 : 2000);
    }
  });

  it('lets a receive and a cancel race: one wins, the stock is at one site only', async () => {
    const bar = await insertSite(db(), `Lobby ${engine}`);
    for (let round = 0; round < 4; round += 1) {
      const { itemId, lotId } = await setup(`Juice ${round}`, 8);
      const sent = await post('/transfers', { toSiteId: bar, lines: [{ itemId, quantity: 8 }] });
      const id = sent.json<Transfer>().TransferId;
      const [receive, cancel] = await Promise.all([
        post(`/transfers/${id}/receive`, {}),
        post(`/transfers/${id}/cancel`, { reason: 'race' }),
      ]);
      expect([receive.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      const [remaining = 0] = await remainingOf(db(), [lotId]);
      const atBar = (await siteLotsOf(db(), bar, itemId)).reduce(
        (sum, lot) => sum + lot.remaining,
        0,
      );
      expect(remaining + atBar).toBe(8000);
      expect(receive.statusCode === 200 ? atBar : remaining).toBe(8000);
    }
  });

  it("sends the transfers event and the stock lists' events on send, receive and cancel", async () => {
    const bar = await insertSite(db(), `Events ${engine}`);
    const { itemId } = await setup('Olives', 10);
    const manager = await context.stream(await context.server.tokenFor('Manager'));
    const viewer = await context.stream(await context.server.tokenFor('Viewer'));
    await Promise.all([manager.waitForComment('connected'), viewer.waitForComment('connected')]);
    const versionOf = async (list: string) =>
      (
        await db()
          .selectFrom('list_versions')
          .select('version')
          .where('list', '=', list)
          .executeTakeFirstOrThrow()
      ).version;

    const sent = await post('/transfers', { toSiteId: bar, lines: [{ itemId, quantity: 4 }] });
    expect(sent.statusCode).toBe(201);
    const transfers = await versionOf('transfers');
    const lots = await versionOf('lots');
    await manager.waitFor((e) => e.list === 'transfers' && e.version === transfers);
    await manager.waitFor((e) => e.list === 'receive-items' && e.version === lots);
    await manager.waitFor((e) => e.list === 'near-expiry' && e.version === lots);

    const id = sent.json<Transfer>().TransferId;
    expect(
      (
        await post(`/transfers/${id}/receive`, {
          lines: [{ lineId: sent.json<Transfer>().Lines[0]?.LineId, receivedQuantity: 3 }],
        })
      ).statusCode,
    ).toBe(200);
    const afterReceive = await versionOf('transfers');
    expect(afterReceive).toBeGreaterThan(transfers);
    await manager.waitFor((e) => e.list === 'transfers' && e.version === afterReceive);
    await manager.waitFor((e) => e.list === 'receive-items' && e.version === lots + 1);

    const again = await post('/transfers', { toSiteId: bar, lines: [{ itemId, quantity: 1 }] });
    const beforeCancel = await versionOf('transfers');
    expect(
      (await post(`/transfers/${again.json<Transfer>().TransferId}/cancel`, { reason: 'x' }))
        .statusCode,
    ).toBe(200);
    await manager.waitFor((e) => e.list === 'transfers' && e.version > beforeCancel);
    // A Viewer may not read transfers (page Transfers): it never hears of them.
    await viewer.waitFor((e) => e.list === 'receive-items');
    expect(viewer.events.some((e) => e.list === 'transfers')).toBe(false);
  });
});
