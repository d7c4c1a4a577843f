import { NO_REORDERING } from '../../../contract/schemas/reference';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../../contract/schemas/reference';
import {
  mergeScannedReceiveRow,
  newReceiveRow,
  type ReceiveRowDraft,
} from '../../../src/features/inventory/receive-form';
import { itemScanHandler, type ScanDetails } from '../../../src/scanner/item-scan';

function item(itemId: number, name: string, barcode: string): Item {
  return {
    itemId,
    ...NO_REORDERING,
    name,
    barcode,
    categoryId: 1,
    categoryName: 'Dairy',
    itemAreaId: 1,
    itemAreaName: 'Cold room',
    locationName: 'Cold room',
    unit: 'L',
    alertDaysBeforeExpiry: null,
    url: null,
    createdDate: '2026-01-01T00:00:00Z',
    updatedDate: '2026-01-01T00:00:00Z',
  };
}

const ITEMS = [item(1, 'Milk', '4006381333931'), item(2, 'Cola', '036000291452')];
const GS = '\u001d';

function scan(code: string) {
  const taken: [number, ScanDetails][] = [];
  const outcome = itemScanHandler(ITEMS, (picked, details) => taken.push([picked.itemId, details]))(
    code,
  );
  return { outcome, taken };
}

describe('a GS1 read picks the item', () => {
  it('by its (01) GTIN, with the (17) expiry date', () => {
    const { outcome, taken } = scan(`010400638133393117270100${GS}10LOT42`);
    expect(outcome).toEqual({ kind: 'picked', label: 'Milk' });
    expect(taken).toEqual([[1, { expirationDate: '2027-01-31' }]]);
  });

  it('by a GTIN-14 holding a UPC-A, without a date when there is no (17)', () => {
    const { outcome, taken } = scan('0100036000291452');
    expect(outcome).toEqual({ kind: 'picked', label: 'Cola' });
    expect(taken).toEqual([[2, { expirationDate: null }]]);
  });

  it('says an unknown GTIN is unknown, offering its EAN-13 spelling', () => {
    expect(scan('0105012345678900').outcome).toEqual({ kind: 'unknown', code: '5012345678900' });
  });

  it('says an invalid GS1 string is invalid, and picks nothing', () => {
    const bad = scan('010400638133393217270121');
    expect(bad.outcome).toEqual({
      kind: 'invalid',
      message: 'Not a valid GS1 barcode: the check digit of (01) is wrong.',
    });
    expect(bad.taken).toEqual([]);
    expect(scan(`]C110LOT42`).outcome).toEqual({
      kind: 'invalid',
      message: 'Not a valid GS1 barcode: it holds no GTIN (01).',
    });
  });
});

describe('receiving rows from GS1 reads', () => {
  function shape(rows: ReceiveRowDraft[]) {
    return rows.map((row) => [row.itemId, row.quantity, row.expirationDate]);
  }

  it('fills the expiry date of the row the read fills', () => {
    const rows = mergeScannedReceiveRow([newReceiveRow()], 1, '2027-01-31');
    expect(shape(rows)).toEqual([[1, '1', '2027-01-31']]);
  });

  it('counts the same lot on its row and puts another expiry on a row of its own', () => {
    let rows = mergeScannedReceiveRow([newReceiveRow()], 1, '2027-01-31');
    rows = mergeScannedReceiveRow(rows, 1, '2027-01-31');
    rows = mergeScannedReceiveRow(rows, 1, '2027-02-28');
    expect(shape(rows)).toEqual([
      [1, '2', '2027-01-31'],
      [1, '1', '2027-02-28'],
    ]);
  });

  it('dates a row of the item that has no date yet; a read without a date just counts', () => {
    let rows = mergeScannedReceiveRow([newReceiveRow()], 1, null);
    rows = mergeScannedReceiveRow(rows, 1, '2027-01-31');
    expect(shape(rows)).toEqual([[1, '2', '2027-01-31']]);
    rows = mergeScannedReceiveRow(rows, 1, null);
    expect(shape(rows)).toEqual([[1, '3', '2027-01-31']]);
  });
});
