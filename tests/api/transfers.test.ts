import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '../../contract/roles';
import type { Transfer, TransferList } from '../../contract/schemas/transfers';
import type { WasteCostReport } from '../../contract/schemas/valuation';
import { testEngines } from '../support/engines';
import {
  expectedStockItem,
  insertItem,
  insertReferences,
  insertSupplier,
  remainingOf,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';
import {
  insertSite,
  insertSiteLot,
  limitUserToSites,
  siteLotsOf,
} from '../support/transfer-fixtures';

const MAIN = 1;

describe.each(await testEngines())('transfers on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let managerId: number;
  let bar: number;
  let kitchen: number;

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    managerId = await userIdOf(server.handle.db, 'Manager');
    bar = await insertSite(server.handle.db, 'Bar');
    kitchen = await insertSite(server.handle.db, 'Kitchen');
  });
  afterAll(() => server.close());

  const lot = (
    siteId: number,
    itemId: number,
    units: number,
    expirationDate: string,
    unitCost: number | null = null,
    supplierId = refs.supplierId,
  ) =>
    insertSiteLot(server.handle.db, {
      siteId,
      itemId,
      supplierId,
      receivedBy: managerId,
      quantity: units * 1000,
      expirationDate,
      unitCost,
    });
  const send = (payload: object, role: RoleName = 'Manager', site?: number) =>
    server.api({
      method: 'POST',
      path: '/transfers',
      role,
      payload,
      headers: site === undefined ? {} : { 'x-site-id': String(site) },
    });
  const act = (
    id: number,
    action: 'receive' | 'cancel',
    payload: object = {},
    role: RoleName = 'Manager',
  ) => server.api({ method: 'POST', path: `/transfers/${id}/${action}`, role, payload });
  const sendOk = async (payload: object, role: RoleName = 'Manager') => {
    const response = await send(payload, role);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Transfer>();
  };
  const counts = async () => ({
    transfers: (await server.handle.db.selectFrom('transfers').select('id').execute()).length,
    takes: (await server.handle.db.selectFrom('lot_takes').select('id').execute()).length,
    lots: (await server.handle.db.selectFrom('lots').select('id').execute()).length,
    waste: (await server.handle.db.selectFrom('waste').select('id').execute()).length,
  });

  it('sends FEFO from the source, costed by the lots taken, and answers the transfer', async () => {
    const wine = await insertItem(server.handle.db, refs, { name: 'Red Wine 75cl', unit: 'btl' });
    // Out of expiry order; a lot at the Bar is not the Main store's to send.
    const later = await lot(MAIN, wine, 6, '2030-02-01', 31_234);
    const earlier = await lot(MAIN, wine, 4, '2030-01-01', 25_000);
    const atBar = await lot(bar, wine, 50, '2029-12-01', 10_000);

    const transfer = await sendOk({
      toSiteId: bar,
      note: ' For the weekend ',
      lines: [{ itemId: wine, quantity: '7' }],
    });
    expect(transfer).toEqual({
      TransferId: expect.any(Number),
      TransferNumber: `TR-${String(transfer.TransferId).padStart(6, '0')}`,
      FromSiteID: MAIN,
      FromSite: { Name: 'Main' },
      ToSiteID: bar,
      ToSite: { Name: 'Bar' },
      Status: 'in_transit',
      Note: 'For the weekend',
      SentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      SentBy: 'manager',
      ReceivedAt: null,
      ReceivedBy: null,
      CancelledAt: null,
      CancelledBy: null,
      CancelReason: null,
      // 4 × 2.5 + 3 × 3.1234 = 10 + 9.3702.
      Value: 19.3702,
      Lines: [
        {
          LineId: expect.any(Number),
          ItemID: wine,
          Item: await expectedStockItem(server.handle.db, wine),
          Quantity: 7,
          ReceivedQuantity: null,
          LostQuantity: null,
          LostValue: null,
          Lots: [
            { ExpirationDate: '2030-01-01', Quantity: 4, UnitCost: 2.5 },
            { ExpirationDate: '2030-02-01', Quantity: 3, UnitCost: 3.1234 },
          ],
        },
      ],
    });
    expect(transfer.TransferNumber).toMatch(/^TR-\d{6}$/);
    expect(await remainingOf(server.handle.db, [earlier, later, atBar])).toEqual([0, 3000, 50_000]);
    const takes = await server.handle.db
      .selectFrom('lot_takes')
      .select(['lot_id', 'quantity', 'transfer_line_id', 'cost'])
      .where('transfer_line_id', 'is not', null)
      .orderBy('id')
      .execute();
    const lineId = transfer.Lines[0]?.LineId;
    expect(takes).toEqual([
      { lot_id: earlier, quantity: 4000, transfer_line_id: lineId, cost: 100_000 },
      { lot_id: later, quantity: 3000, transfer_line_id: lineId, cost: 93_702 },
    ]);

    // The detail, to a user of either site; money hidden from roles without Valuation.
    const detail = await server.api({
      method: 'GET',
      path: `/transfers/${transfer.TransferId}`,
      role: 'Manager',
    });
    expect(detail.json()).toEqual(transfer);
    const staff = (
      await server.api({
        method: 'GET',
        path: `/transfers/${transfer.TransferId}`,
        role: 'Warehouse Staff',
      })
    ).json<Transfer>();
    expect(staff.Value).toBeNull();
    expect(staff.Lines[0]?.Lots.map((entry) => entry.UnitCost)).toEqual([null, null]);
  });

  it('receives with a shortfall: one lot per source lot, earliest expiry first, the rest a loss', async () => {
    const gin = await insertItem(server.handle.db, refs, { name: 'Gin 70cl', unit: 'btl' });
    const other = await insertSupplier(server.handle.db, 'Spirits Ltd');
    await lot(MAIN, gin, 4, '2030-01-01', 25_000);
    await lot(MAIN, gin, 6, '2030-02-01', 31_234, other);
    const sent = await sendOk({
      fromSiteId: MAIN,
      toSiteId: bar,
      lines: [{ itemId: gin, quantity: 7 }],
    });
    const lineId = sent.Lines[0]?.LineId;

    const received = await act(sent.TransferId, 'receive', {
      lines: [{ lineId, receivedQuantity: '5.5' }],
    });
    expect(received.statusCode, received.body).toBe(200);
    const transfer = received.json<Transfer>();
    expect(transfer).toMatchObject({
      Status: 'received',
      ReceivedBy: 'manager',
      ReceivedAt: expect.stringMatching(/Z$/),
      Value: 19.3702,
    });
    // Lost 1.5 of the 3 from the later lot: 9.3702 − 1.5 × 3.1234 (4.6851).
    expect(transfer.Lines[0]).toMatchObject({
      Quantity: 7,
      ReceivedQuantity: 5.5,
      LostQuantity: 1.5,
      LostValue: 4.6851,
    });
    expect(await siteLotsOf(server.handle.db, bar, gin)).toEqual([
      {
        expiration_date: '2030-01-01',
        quantity: 4000,
        remaining: 4000,
        unit_cost: 25_000,
        supplier_id: refs.supplierId,
        status: 'Transfer',
      },
      {
        expiration_date: '2030-02-01',
        quantity: 1500,
        remaining: 1500,
        unit_cost: 31_234,
        supplier_id: other,
        status: 'Transfer',
      },
    ]);
    // The loss is the Bar's waste cost, under "Transfer loss", though nobody reported waste.
    expect(
      await server.handle.db.selectFrom('waste').select('id').where('item_id', '=', gin).execute(),
    ).toEqual([]);
    const report = (
      await server.api({
        method: 'GET',
        path: '/reports/waste-cost',
        role: 'Manager',
        headers: { 'x-site-id': String(bar) },
      })
    ).json<WasteCostReport>();
    expect(report.byReason.find((row) => row.Reason === 'Transfer loss')).toMatchObject({
      Quantity: 1.5,
      Cost: 4.6851,
      UnvaluedQuantity: 0,
    });
    expect(report.byItem.find((row) => row.ItemID === gin)).toEqual({
      ItemID: gin,
      Name: 'Gin 70cl',
      Quantity: 1.5,
      Cost: 4.6851,
      UnvaluedQuantity: 0,
    });

    // Receiving or cancelling it again is a 409 that changes nothing.
    const before = await counts();
    const again = await act(sent.TransferId, 'receive');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { message: 'This transfer is already received.' } });
    const cancel = await act(sent.TransferId, 'cancel', { reason: 'late' });
    expect(cancel.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('receives a line the receipt does not name whole, and an unvalued loss has no value', async () => {
    const lime = await insertItem(server.handle.db, refs, { name: 'Limes', unit: 'kg' });
    const mint = await insertItem(server.handle.db, refs, { name: 'Mint', unit: 'bunch' });
    await lot(MAIN, lime, 10, '2030-01-01', 12_345);
    await lot(MAIN, mint, 10, '2030-01-01', null);
    const sent = await sendOk({
      toSiteId: kitchen,
      lines: [
        { itemId: lime, quantity: 2 },
        { itemId: mint, quantity: 3 },
      ],
    });
    // The mint had no cost and the item none known: the transfer's Value is the limes' alone.
    expect(sent.Value).toBe(2.469);
    const mintLine = sent.Lines[1]?.LineId;
    const received = (
      await act(sent.TransferId, 'receive', { lines: [{ lineId: mintLine, receivedQuantity: 0 }] })
    ).json<Transfer>();
    expect(
      received.Lines.map((line) => [line.ReceivedQuantity, line.LostQuantity, line.LostValue]),
    ).toEqual([
      [2, 0, 0],
      [0, 3, null],
    ]);
    expect(await siteLotsOf(server.handle.db, kitchen, mint)).toEqual([]);
    const report = (
      await server.api({
        method: 'GET',
        path: '/reports/waste-cost',
        role: 'Manager',
        headers: { 'x-site-id': String(kitchen) },
      })
    ).json<WasteCostReport>();
    expect(report.byItem.find((row) => row.ItemID === mint)).toEqual({
      ItemID: mint,
      Name: 'Mint',
      Quantity: 3,
      Cost: null,
      UnvaluedQuantity: 3,
    });
  });

  it('refuses a receipt naming an unknown line, a line twice, or more than was sent', async () => {
    const rum = await insertItem(server.handle.db, refs, { name: 'Rum', unit: 'btl' });
    await lot(MAIN, rum, 10, '2030-01-01');
    const sent = await sendOk({ toSiteId: bar, lines: [{ itemId: rum, quantity: 2 }] });
    const lineId = sent.Lines[0]?.LineId ?? 0;
    const before = await counts();
    const cases: [object, string | string[]][] = [
      [{ lines: [{ lineId, receivedQuantity: 2.001 }] }, 'More Rum received than was sent (2).'],
      [
        { lines: [{ lineId: 999_999, receivedQuantity: 1 }] },
        'Line 1 of the receipt is not on this transfer.',
      ],
      [
        { lines: [{ lineId, receivedQuantity: -1 }] },
        'Please enter a valid received quantity of 0 or more in line 1.',
      ],
      [
        {
          lines: [
            { lineId, receivedQuantity: 1 },
            { lineId, receivedQuantity: 1 },
          ],
        },
        'Line 2 of the receipt names a line already named.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await act(sent.TransferId, 'receive', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: { message } });
    }
    expect(await counts()).toEqual(before);
  });

  it('cancels back into the very lots the stock came from, by a user of the source', async () => {
    const beer = await insertItem(server.handle.db, refs, { name: 'Lager Keg', unit: 'keg' });
    const a = await lot(MAIN, beer, 2, '2030-01-01', 500_000);
    const b = await lot(MAIN, beer, 5, '2030-03-01', 520_000);
    const sent = await sendOk({ toSiteId: bar, lines: [{ itemId: beer, quantity: 4 }] });
    expect(await remainingOf(server.handle.db, [a, b])).toEqual([0, 3000]);
    // Meanwhile the later lot is partly wasted: the cancel adds back, it does not overwrite.
    const waste = await server.api({
      method: 'POST',
      path: '/receive-items/waste',
      role: 'Manager',
      payload: { itemId: beer, reason: 'Damaged', quantity: 1 },
    });
    expect(waste.statusCode).toBe(201);

    expect((await act(sent.TransferId, 'cancel', { reason: ' ' })).json()).toEqual({
      error: { message: 'Please provide a reason.' },
    });
    const cancelled = await act(sent.TransferId, 'cancel', { reason: 'Bar closed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Transfer>()).toMatchObject({
      Status: 'cancelled',
      CancelledBy: 'manager',
      CancelReason: 'Bar closed',
      CancelledAt: expect.stringMatching(/Z$/),
    });
    expect(await remainingOf(server.handle.db, [a, b])).toEqual([2000, 4000]);
    const takes = await server.handle.db
      .selectFrom('lot_takes')
      .select('id')
      .where('transfer_line_id', '=', sent.Lines[0]?.LineId ?? 0)
      .execute();
    expect(takes).toEqual([]);
    expect(await siteLotsOf(server.handle.db, bar, beer)).toEqual([]);

    const receive = await act(sent.TransferId, 'receive');
    expect(receive.statusCode).toBe(409);
    expect(receive.json()).toEqual({ error: { message: 'This transfer is already cancelled.' } });
  });

  it('answers each 400 of a sending and changes nothing', async () => {
    const salt = await insertItem(server.handle.db, refs, { name: 'Sea Salt' });
    await lot(MAIN, salt, 10, '2030-01-01');
    const before = await counts();
    const cases: [object, string | string[]][] = [
      [
        { toSiteId: MAIN, lines: [{ itemId: salt, quantity: 1 }] },
        'Please choose a destination other than the source site.',
      ],
      [
        { fromSiteId: bar, toSiteId: bar, lines: [{ itemId: salt, quantity: 1 }] },
        'Please choose a destination other than the source site.',
      ],
      [{ lines: [{ itemId: salt, quantity: 1 }] }, 'Please select a destination site.'],
      [
        { toSiteId: 999_999, lines: [{ itemId: salt, quantity: 1 }] },
        'Destination site does not exist.',
      ],
      [
        { toSiteId: 'abc', lines: [{ itemId: salt, quantity: 1 }] },
        'Destination site does not exist.',
      ],
      [
        { fromSiteId: 999_999, toSiteId: bar, lines: [{ itemId: salt, quantity: 1 }] },
        'Source site does not exist.',
      ],
      [{ toSiteId: bar, lines: [] }, 'Please add at least one item.'],
      [{ toSiteId: bar }, 'Please add at least one item.'],
      [
        { toSiteId: bar, lines: [{ itemId: salt, quantity: 0 }] },
        'Please enter a valid quantity greater than 0 in line 1.',
      ],
      [
        { toSiteId: bar, lines: [{ itemId: salt, quantity: '-2' }] },
        'Please enter a valid quantity greater than 0 in line 1.',
      ],
      [{ toSiteId: bar, lines: [{ quantity: 1 }] }, 'Please select an item in line 1.'],
      [
        { toSiteId: bar, lines: [{ itemId: 999_999, quantity: 1 }] },
        'Item in line 1 does not exist.',
      ],
      [
        {
          toSiteId: bar,
          lines: [
            { itemId: salt, quantity: 1 },
            { itemId: String(salt), quantity: 2 },
          ],
        },
        'The item in line 2 is already in line 1.',
      ],
      [
        { lines: [{ itemId: salt, quantity: 0.0001 }] },
        [
          'Please select a destination site.',
          'Please enter a valid quantity greater than 0 in line 1.',
        ],
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({ error: { message } });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses more than the source holds with a 409 naming the item, and changes nothing', async () => {
    const vodka = await insertItem(server.handle.db, refs, { name: 'Vodka 1L', unit: 'btl' });
    const syrup = await insertItem(server.handle.db, refs, { name: 'Syrup', unit: 'btl' });
    const lots = [
      await lot(MAIN, vodka, 2, '2030-01-01'),
      await lot(MAIN, vodka, 1.5, '2030-02-01'),
    ];
    await lot(bar, vodka, 100, '2030-01-01');
    const syrupLot = await lot(MAIN, syrup, 5, '2030-01-01');
    const before = await counts();
    const response = await send({
      toSiteId: bar,
      lines: [
        { itemId: syrup, quantity: 1 },
        { itemId: vodka, quantity: 3.501 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { message: 'Not enough stock of Vodka 1L: 3.5 btl available.' },
    });
    expect(await remainingOf(server.handle.db, [...lots, syrupLot])).toEqual([2000, 1500, 5000]);
    expect(await counts()).toEqual(before);
  });

  it('lets only users of the source send and cancel, of the destination receive, of either read', async () => {
    const soda = await insertItem(server.handle.db, refs, { name: 'Soda Water', unit: 'btl' });
    await lot(MAIN, soda, 20, '2030-01-01');
    await lot(bar, soda, 20, '2030-01-01');
    const staff = await userIdOf(server.handle.db, 'Warehouse Staff');
    try {
      await limitUserToSites(server.handle.db, staff, [bar]);
      // Not a user of Main: neither by the body nor by the header.
      expect(
        (
          await send(
            { fromSiteId: MAIN, toSiteId: bar, lines: [{ itemId: soda, quantity: 1 }] },
            'Warehouse Staff',
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await send(
            { toSiteId: bar, lines: [{ itemId: soda, quantity: 1 }] },
            'Warehouse Staff',
            MAIN,
          )
        ).statusCode,
      ).toBe(403);
      // Without a header the request's site is the Bar, its first site: it sends from there.
      const fromBar = await send(
        { toSiteId: kitchen, lines: [{ itemId: soda, quantity: 1 }] },
        'Warehouse Staff',
      );
      expect(fromBar.statusCode, fromBar.body).toBe(201);
      expect(fromBar.json<Transfer>().FromSiteID).toBe(bar);

      const toKitchen = await sendOk({ toSiteId: kitchen, lines: [{ itemId: soda, quantity: 1 }] });
      const toBar = await sendOk({ toSiteId: bar, lines: [{ itemId: soda, quantity: 1 }] });
      const read = (id: number) =>
        server.api({ method: 'GET', path: `/transfers/${id}`, role: 'Warehouse Staff' });
      expect((await read(toKitchen.TransferId)).statusCode).toBe(403);
      expect((await read(toBar.TransferId)).statusCode).toBe(200);
      expect((await act(toKitchen.TransferId, 'receive', {}, 'Warehouse Staff')).statusCode).toBe(
        403,
      );
      expect(
        (await act(toBar.TransferId, 'cancel', { reason: 'x' }, 'Warehouse Staff')).statusCode,
      ).toBe(403);
      const receive = await act(toBar.TransferId, 'receive', {}, 'Warehouse Staff');
      expect(receive.statusCode, receive.body).toBe(200);
      // The sender (Main) may not receive what it sent to the Kitchen... unless it works there:
      // the Manager works everywhere (no rows), so it may.
      expect((await act(toKitchen.TransferId, 'receive')).statusCode).toBe(200);
    } finally {
      await limitUserToSites(server.handle.db, staff, []);
    }
    for (const role of ['Editor', 'Viewer'] as const) {
      expect((await server.api({ method: 'GET', path: '/transfers', role })).statusCode).toBe(403);
      expect(
        (await send({ toSiteId: bar, lines: [{ itemId: soda, quantity: 1 }] }, role)).statusCode,
      ).toBe(403);
    }
    expect(
      (await server.api({ method: 'GET', path: '/transfers/999999', role: 'Manager' })).statusCode,
    ).toBe(404);
    expect((await act(999_999, 'receive')).statusCode).toBe(404);
    expect((await act(999_999, 'cancel', { reason: 'x' })).statusCode).toBe(404);
  });

  it("lists the request site's transfers by direction, status and search, newest first, and as CSV", async () => {
    const tonic = await insertItem(server.handle.db, refs, { name: 'Tonic Unique', unit: 'btl' });
    await lot(MAIN, tonic, 20, '2030-01-01', 10_000);
    await lot(kitchen, tonic, 20, '2030-01-01');
    const out1 = await sendOk({ toSiteId: bar, lines: [{ itemId: tonic, quantity: 1 }] });
    const out2 = await sendOk({
      toSiteId: kitchen,
      note: 'Pastry',
      lines: [{ itemId: tonic, quantity: 2 }],
    });
    const into = await sendOk({
      fromSiteId: kitchen,
      toSiteId: MAIN,
      lines: [{ itemId: tonic, quantity: 3 }],
    });
    await act(out2.TransferId, 'receive');
    const list = async (query: string, site = MAIN) => {
      const response = await server.api({
        method: 'GET',
        path: `/transfers${query}`,
        role: 'Manager',
        headers: { 'x-site-id': String(site) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TransferList>();
    };
    const ids = (body: TransferList) => body.transfers.map((transfer) => transfer.TransferId);

    const all = await list('?search=tonic%20unique');
    expect(ids(all)).toEqual([into.TransferId, out2.TransferId, out1.TransferId]);
    expect(all.totalCount).toBe(3);
    expect(ids(await list('?direction=in&search=tonic unique'))).toEqual([into.TransferId]);
    expect(ids(await list('?direction=out&search=tonic unique'))).toEqual([
      out2.TransferId,
      out1.TransferId,
    ]);
    expect(ids(await list('?direction=out&status=received&search=tonic unique'))).toEqual([
      out2.TransferId,
    ]);
    expect(ids(await list('?search=pastry'))).toEqual([out2.TransferId]);
    expect(ids(await list(`?search=${out1.TransferNumber}`))).toEqual([out1.TransferId]);
    const paged = await list('?search=tonic unique&page=2&pageSize=1');
    expect(paged).toEqual({
      totalCount: 3,
      transfers: [(await list('?search=tonic unique')).transfers[1]],
    });
    // The Bar sees the one sent to it, not the Kitchen's.
    expect(ids(await list('?search=tonic unique', bar))).toEqual([out1.TransferId]);
    expect(ids(await list('?search=tonic unique', kitchen))).toEqual([
      into.TransferId,
      out2.TransferId,
    ]);

    const bad = await server.api({
      method: 'GET',
      path: '/transfers?direction=sideways',
      role: 'Manager',
    });
    expect(bad.statusCode).toBe(400);

    const csv = await server.api({
      method: 'GET',
      path: '/transfers?format=csv&direction=out&search=pastry',
      role: 'Manager',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Transfer Number,From,To,Status,Lines,Value,Sent At,Sent By,Received At,Received By,Note',
    );
    expect(lines[1]).toContain(`${out2.TransferNumber},Main,Kitchen,received,1,2,`);
    expect(lines).toHaveLength(2);
  });

  it('answers the list with an ETag per site that changes with a transfer', async () => {
    const get = (site: number, etag?: string) =>
      server.api({
        method: 'GET',
        path: '/transfers',
        role: 'Manager',
        headers: { 'x-site-id': String(site), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await get(MAIN);
    const etag = String(first.headers.etag);
    expect((await get(MAIN, etag)).statusCode).toBe(304);
    expect(String((await get(bar)).headers.etag)).not.toBe(etag);
    const nuts = await insertItem(server.handle.db, refs, { name: 'Bar Nuts', unit: 'bag' });
    await lot(MAIN, nuts, 5, '2030-01-01');
    await sendOk({ toSiteId: bar, lines: [{ itemId: nuts, quantity: 1 }] });
    const after = await get(MAIN, etag);
    expect(after.statusCode).toBe(200);
    expect(after.json<TransferList>().totalCount).toBe(first.json<TransferList>().totalCount + 1);
  });

  it('replays an idempotent send, receive and cancel without writing again', async () => {
    const cola = await insertItem(server.handle.db, refs, { name: 'Cola', unit: 'can' });
    await lot(MAIN, cola, 30, '2030-01-01');
    const post = (path: string, payload: object, key: string) =>
      server.api({
        method: 'POST',
        path,
        role: 'Manager',
        payload,
        headers: { 'idempotency-key': key },
      });
    const body = { toSiteId: bar, lines: [{ itemId: cola, quantity: 5 }] };
    const first = await post('/transfers', body, `send-${engine}`);
    expect(first.statusCode).toBe(201);
    const before = await counts();
    const replay = await post('/transfers', body, `send-${engine}`);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await counts()).toEqual(before);

    const id = first.json<Transfer>().TransferId;
    const receipt = {
      lines: [{ lineId: first.json<Transfer>().Lines[0]?.LineId, receivedQuantity: 4 }],
    };
    const received = await post(`/transfers/${id}/receive`, receipt, `receive-${engine}`);
    expect(received.statusCode).toBe(200);
    const afterReceive = await counts();
    const again = await post(`/transfers/${id}/receive`, receipt, `receive-${engine}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(received.json());
    expect(await counts()).toEqual(afterReceive);

    const second = await post('/transfers', body, `send2-${engine}`);
    const secondId = second.json<Transfer>().TransferId;
    const cancelled = await post(
      `/transfers/${secondId}/cancel`,
      { reason: 'no' },
      `cancel-${engine}`,
    );
    expect(cancelled.statusCode).toBe(200);
    const afterCancel = await counts();
    const cancelAgain = await post(
      `/transfers/${secondId}/cancel`,
      { reason: 'no' },
      `cancel-${engine}`,
    );
    expect(cancelAgain.statusCode).toBe(200);
    expect(cancelAgain.json()).toEqual(cancelled.json());
    expect(await counts()).toEqual(afterCancel);
  });
});
