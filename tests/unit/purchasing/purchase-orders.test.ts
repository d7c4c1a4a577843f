import { describe, expect, it } from 'vitest';
import type { PurchaseOrder, SuggestionLine } from '../../../contract/schemas/purchasing';
import { newReceiveDraft, buildPoReceiveBody } from '../../../src/features/inventory/receive-form';
import { describePackEntry } from '../../../src/lib/pack-entry';
import {
  buildPoBody,
  draftFromOrder,
  draftFromPoBody,
  linesFromSuggestion,
  newPoDraft,
  newPoLine,
  validatePoDraft,
} from '../../../src/features/purchasing/po-form';
import {
  fillFromOrder,
  openOrdersFor,
  rowsFromOrder,
  rowsUntouched,
} from '../../../src/features/inventory/po-receive-fill';
import {
  canCancelPo,
  canEditPo,
  canSendPo,
  overOf,
  poListQuery,
  remainingOf,
} from '../../../src/features/purchasing/po-status';
import {
  draftBodyOf,
  editedLines,
  estimateOf,
  lineKey,
} from '../../../src/features/purchasing/suggested-orders';

const STAMP = '2031-03-01T09:00:00.000Z';
const stockItem = (id: number, name: string, unit: string) => ({
  ID: id,
  Name: name,
  URL: null,
  Barcode: `BC-${id}`,
  Unit: unit,
  LocationID: 1,
  Category: { Name: 'Bar' },
  Location: { Name: 'Cellar', SpeedClass: 'Fast' },
});

function orderOf(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return {
    PurchaseOrderId: 3,
    PoNumber: 'PO-000003',
    SupplierID: 5,
    Supplier: { Name: 'Bar Wholesale' },
    Status: 'sent',
    ExpectedAt: '2031-03-04',
    Note: '',
    CreatedAt: STAMP,
    CreatedBy: 'manager',
    SentAt: STAMP,
    CancelledAt: null,
    Reason: null,
    Total: 0,
    Lines: [
      {
        LineId: 1,
        ItemID: 10,
        Item: stockItem(10, 'Tonic Water', 'bottle'),
        Quantity: 24,
        ReceivedQuantity: 6,
        UnitCost: 0.85,
      },
      {
        LineId: 2,
        ItemID: 11,
        Item: stockItem(11, 'Lemons', 'kg'),
        Quantity: 2.5,
        ReceivedQuantity: 2.5,
        UnitCost: null,
      },
      {
        LineId: 3,
        ItemID: 12,
        Item: stockItem(12, 'Gin', 'bottle'),
        Quantity: 6,
        ReceivedQuantity: 0,
        UnitCost: null,
      },
    ],
    ...overrides,
  };
}

describe('the purchase order form', () => {
  it('checks supplier, items, quantities, costs and repeated items at once', () => {
    const draft = {
      ...newPoDraft(),
      lines: [
        newPoLine({ itemId: 10, quantity: '12', unitCost: '0.85' }),
        newPoLine({ itemId: null, quantity: '0', unitCost: '-1' }),
        newPoLine({ itemId: 10, quantity: '1' }),
      ],
    };
    expect(validatePoDraft(draft)).toEqual([
      'Supplier is required',
      'Item is required in line 2',
      'Valid quantity is required in line 2',
      'Unit cost in line 2 must be 0 or more with at most 4 decimals, or empty.',
      'The item in line 3 is already on line 1; an item appears once per order.',
    ]);
  });

  it('sends base units, null for empty optional fields, and reads a queued body back', () => {
    const draft = {
      supplierId: '5',
      poNumber: '  ',
      expectedAt: '',
      note: ' Back door ',
      lines: [newPoLine({ itemId: 10, quantity: '18', unitCost: '' })],
    };
    expect(validatePoDraft(draft)).toEqual([]);
    const body = buildPoBody(draft);
    expect(body).toEqual({
      supplierId: 5,
      poNumber: null,
      expectedAt: null,
      note: 'Back door',
      lines: [{ itemId: 10, quantity: 18, unitCost: null }],
    });
    const back = draftFromPoBody(body);
    expect(back).toMatchObject({ supplierId: '5', poNumber: '', note: 'Back door' });
    expect(
      back.lines.map(({ itemId, quantity, unitCost }) => [itemId, quantity, unitCost]),
    ).toEqual([[10, '18', '']]);
  });

  it('opens a draft for editing with its lines, and turns suggestions into lines', () => {
    const draft = draftFromOrder(orderOf({ Status: 'draft' }));
    expect(draft.supplierId).toBe('5');
    expect(draft.lines.map((line) => [line.itemId, line.quantity, line.unitCost])).toEqual([
      [10, '24', '0.85'],
      [11, '2.5', ''],
      [12, '6', ''],
    ]);
    const suggestion = {
      ItemID: 10,
      SuggestedQuantity: 12,
      UnitCost: 0.85,
    } as SuggestionLine;
    expect(linesFromSuggestion([suggestion]).map((line) => line.quantity)).toEqual(['12']);
  });
});

describe('purchase order status', () => {
  it('allows edit and send while draft, cancel until received', () => {
    const statuses = ['draft', 'sent', 'partial', 'received', 'cancelled'];
    expect(statuses.filter((Status) => canEditPo({ Status }))).toEqual(['draft']);
    expect(statuses.filter((Status) => canSendPo({ Status }))).toEqual(['draft']);
    expect(statuses.filter((Status) => canCancelPo({ Status }))).toEqual([
      'draft',
      'sent',
      'partial',
    ]);
  });

  it('counts what is still to come and what came beyond the order, exact to 3 decimals', () => {
    expect(remainingOf({ Quantity: 24, ReceivedQuantity: 6 })).toBe(18);
    expect(remainingOf({ Quantity: 0.3, ReceivedQuantity: 0.1 })).toBe(0.2);
    expect(remainingOf({ Quantity: 5, ReceivedQuantity: 7 })).toBe(0);
    expect(overOf({ Quantity: 5, ReceivedQuantity: 7 })).toBe(2);
    expect(overOf({ Quantity: 0, ReceivedQuantity: 3 })).toBe(3);
  });

  it('builds the list query from the filters', () => {
    expect(poListQuery('sent', ' gin ', 2, 20)).toBe('status=sent&search=gin&page=2&pageSize=20');
    expect(poListQuery('', '', 1, 20)).toBe('page=1&pageSize=20');
  });
});

describe('receiving against an order', () => {
  const orders = [
    orderOf(),
    orderOf({ PurchaseOrderId: 4, PoNumber: 'PO-000004', ExpectedAt: '2031-03-02' }),
    orderOf({ PurchaseOrderId: 5, PoNumber: 'PO-000005', SupplierID: 6 }),
    orderOf({ PurchaseOrderId: 6, PoNumber: 'PO-000006', Status: 'received' }),
  ];

  it("offers the chosen supplier's open orders, soonest first; all suppliers' before a choice", () => {
    expect(openOrdersFor(orders, '5').map((order) => order.PoNumber)).toEqual([
      'PO-000004',
      'PO-000003',
    ]);
    expect(openOrdersFor(orders, '').map((order) => order.PoNumber)).toEqual([
      'PO-000004',
      'PO-000003',
      'PO-000005',
    ]);
  });

  it('fills a row per remaining line with the remaining quantity and unit cost', () => {
    const draft = fillFromOrder(newReceiveDraft(), orderOf());
    expect(draft.poId).toBe('PO-000003');
    expect(draft.supplierId).toBe('5');
    expect(draft.rows.map((row) => [row.itemId, row.quantity, row.unitCost, row.status])).toEqual([
      [10, '18', '0.85', 'New'],
      [12, '6', '', 'New'],
    ]);
    // The body carries a unit cost only where the order had one.
    const body = buildPoReceiveBody({
      ...draft,
      rows: draft.rows.map((row) => ({ ...row, expirationDate: '2031-06-01' })),
    });
    expect(body.receiveItems).toEqual([
      {
        itemId: '10',
        quantity: '18',
        expirationDate: '2031-06-01',
        status: 'New',
        unitCost: '0.85',
      },
      { itemId: '12', quantity: '6', expirationDate: '2031-06-01', status: 'New' },
    ]);
  });

  it('leaves one empty row for an order with nothing left, and knows untouched rows', () => {
    const done = orderOf({
      Lines: orderOf().Lines.map((line) => ({ ...line, ReceivedQuantity: line.Quantity })),
    });
    const rows = rowsFromOrder(done);
    expect(rows).toHaveLength(1);
    expect(rowsUntouched(rows)).toBe(true);
    expect(rowsUntouched(rowsFromOrder(orderOf()))).toBe(false);
  });
});

describe('Suggested Orders', () => {
  const line = (ItemID: number, SuggestedQuantity: number, UnitCost: number | null) =>
    ({
      ItemID,
      Name: `Item ${ItemID}`,
      Unit: 'bottle',
      OnHand: 0,
      OnOrder: 0,
      ReorderPoint: 1,
      ParLevel: null,
      PackSize: null,
      PackName: null,
      SuggestedQuantity,
      UnitCost,
    }) satisfies SuggestionLine;
  const group = {
    SupplierID: 5,
    Supplier: { Name: 'Bar Wholesale' },
    lines: [line(1, 12, 0.85), line(2, 6, null), line(3, 4, 2.5)],
  };

  it('applies edits and removals, estimates the costed lines, and builds the draft body', () => {
    const edits = { [lineKey(5, 1)]: '18', [lineKey(5, 3)]: null };
    const lines = editedLines(group, edits);
    expect(lines.map((edited) => [edited.line.ItemID, edited.quantity])).toEqual([
      [1, '18'],
      [2, '6'],
    ]);
    expect(estimateOf(lines)).toBe(15.3);
    expect(draftBodyOf(5, lines)).toEqual({
      supplierId: 5,
      lines: [
        { itemId: 1, quantity: '18', unitCost: 0.85 },
        { itemId: 2, quantity: '6', unitCost: null },
      ],
    });
  });
});

describe('a pack field', () => {
  const water = { packSize: 6, packName: 'case', unit: 'bottle' };

  it('says what it will send, what to type, and when the text means nothing', () => {
    expect(describePackEntry('3 case + 2', water)).toEqual({
      kind: 'units',
      units: 20,
      text: 'Sends 20 bottle (3 cases + 2)',
    });
    expect(describePackEntry('4', water)).toMatchObject({ units: 4, text: 'Sends 4 bottle' });
    expect(describePackEntry('', water)).toEqual({
      kind: 'empty',
      text: 'case of 6 bottle: e.g. "3 case + 2"',
    });
    expect(describePackEntry('three', water).kind).toBe('invalid');
  });
});
