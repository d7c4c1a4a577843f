import { afterEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION } from '../../../contract/messages';
import { buildItemFormData, imageUrlOf } from '../../../src/api/items';
import {
  alertDaysText,
  EMPTY_ITEM_FORM,
  formValuesOf,
  mergeSavedItem,
  parseAlertDays,
  toItemRequest,
  validateItemCreate,
  validateItemEdit,
} from '../../../src/features/items/item-form';
import { itemOf } from './fixtures';
import { readItemMultipart } from './harness';

const FILLED = {
  ...EMPTY_ITEM_FORM,
  name: '  Whole Milk ',
  barcode: ' 123 ',
  categoryId: '1',
  alertDaysBeforeExpiry: '',
  unit: ' L ',
  itemAreaId: '4',
};

describe('item form logic', () => {
  it('parses alert days as an integer, or null when empty', () => {
    expect(parseAlertDays('')).toBeNull();
    expect(parseAlertDays('   ')).toBeNull();
    expect(parseAlertDays('5')).toBe(5);
    expect(parseAlertDays(' 12 ')).toBe(12);
    expect(parseAlertDays('7.9')).toBe(7);
  });

  it('builds the itemRequest with trimmed text and numeric ids', () => {
    expect(toItemRequest(FILLED)).toEqual({
      name: 'Whole Milk',
      barcode: '123',
      categoryId: 1,
      alertDaysBeforeExpiry: null,
      unit: 'L',
      itemAreaId: 4,
      parLevel: null,
      reorderPoint: null,
      packSize: null,
      packName: null,
      preferredSupplierId: null,
    });
    expect(toItemRequest({ ...FILLED, alertDaysBeforeExpiry: '5' }).alertDaysBeforeExpiry).toBe(5);
    expect(toItemRequest(EMPTY_ITEM_FORM)).toMatchObject({ categoryId: null, itemAreaId: null });
  });

  it('sends the Reordering group: numbers, a trimmed pack name, the supplier id; empty is null', () => {
    const reordering = {
      ...FILLED,
      parLevel: '12',
      reorderPoint: ' 4 ',
      packSize: '6',
      packName: ' case ',
      preferredSupplierId: '3',
    };
    expect(toItemRequest(reordering)).toMatchObject({
      parLevel: 12,
      reorderPoint: 4,
      packSize: 6,
      packName: 'case',
      preferredSupplierId: 3,
    });
    // Text that is no number goes as typed: the server answers why (it never becomes null).
    expect(toItemRequest({ ...reordering, parLevel: 'a dozen' }).parLevel).toBe('a dozen');
    const item = itemOf({ parLevel: 12, reorderPoint: 0, packSize: null, packName: 'case' });
    expect(formValuesOf(item)).toMatchObject({
      parLevel: '12',
      reorderPoint: '0',
      packSize: '',
      packName: 'case',
      preferredSupplierId: '',
    });
  });

  it('requires only the image on create', () => {
    expect(validateItemCreate(null)).toEqual([VALIDATION.imageRequired]);
    expect(validateItemCreate(new Blob(['x'], { type: 'image/png' }))).toEqual([]);
  });

  it('applies the edit rules of spec 5 in order', () => {
    expect(validateItemEdit(FILLED)).toEqual([]);
    expect(validateItemEdit({ ...FILLED, unit: '  ' })).toEqual([
      VALIDATION.itemNameUnitBarcodeRequired,
    ]);
    expect(validateItemEdit({ ...FILLED, itemAreaId: '' })).toEqual([
      VALIDATION.itemCategoryAreaRequired,
    ]);
    expect(validateItemEdit(EMPTY_ITEM_FORM)).toEqual([
      VALIDATION.itemNameUnitBarcodeRequired,
      VALIDATION.itemCategoryAreaRequired,
    ]);
  });

  it('turns an item back into form values, empty alert days as empty text', () => {
    expect(formValuesOf(itemOf({ alertDaysBeforeExpiry: null }))).toEqual({
      name: 'Whole Milk',
      barcode: '5000112637922',
      categoryId: '1',
      alertDaysBeforeExpiry: '',
      unit: 'L',
      itemAreaId: '4',
      parLevel: '',
      reorderPoint: '',
      packSize: '',
      packName: '',
      preferredSupplierId: '',
    });
  });

  it('shows a dash for empty alert days', () => {
    expect(alertDaysText(null)).toBe('-');
    expect(alertDaysText(0)).toBe('0');
  });
});

describe('item api helpers', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('sends the parts itemRequest (application/json) and image', async () => {
    const image = new File(['png'], 'milk.png', { type: 'image/png' });
    const form = buildItemFormData(toItemRequest(FILLED), image);
    const sent = await readItemMultipart({ init: { body: form } });
    expect(sent.keys).toEqual(['itemRequest', 'image']);
    expect(sent.itemRequestType).toBe('application/json');
    expect(sent.itemRequest).toEqual(toItemRequest(FILLED));
    expect(sent.image?.name).toBe('milk.png');
    expect([...buildItemFormData(toItemRequest(FILLED), null).keys()]).toEqual(['itemRequest']);
  });

  it('prefixes relative image urls with the API host (same origin by default)', () => {
    expect(imageUrlOf('/api/v1/inventory-system/images/abc')).toBe(
      '/api/v1/inventory-system/images/abc',
    );
    expect(imageUrlOf(null)).toBeNull();
    expect(imageUrlOf('')).toBeNull();
    expect(imageUrlOf('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(imageUrlOf('blob:http://x/1')).toBe('blob:http://x/1');
  });

  it('uses the host of VITE_API_BASE_URL for images on another provider', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/');
    vi.resetModules();
    const items = await import('../../../src/api/items');
    expect(items.imageUrlOf('/api/v1/inventory-system/images/abc')).toBe(
      'https://api.example.com/api/v1/inventory-system/images/abc',
    );
  });
});

describe('mergeSavedItem', () => {
  it("prefers the server's item, else lays what was sent over the old one", () => {
    const before = itemOf();
    const sent = toItemRequest({ ...FILLED, alertDaysBeforeExpiry: '5' });
    const answer = itemOf({ name: 'From server' });
    expect(mergeSavedItem(before, sent, answer)).toBe(answer);
    expect(mergeSavedItem(before, sent, undefined)).toEqual({
      ...before,
      name: 'Whole Milk',
      barcode: '123',
      unit: 'L',
      alertDaysBeforeExpiry: 5,
      categoryId: 1,
      itemAreaId: 4,
    });
  });
});
