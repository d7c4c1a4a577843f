import { describe, expect, it } from 'vitest';
import { toNearExpiryNotice } from '../../../src/features/notifications/near-expiry-entries';

describe('toNearExpiryNotice (spec 2.2, 3)', () => {
  it('shows the item name, the en-GB date and the remaining quantity', () => {
    expect(
      toNearExpiryNotice(
        {
          ID: 4,
          ItemID: 9,
          Item: { Name: 'Whole milk' },
          ExpirationDate: '2026-03-07',
          RemainingQuantity: 2.5,
        },
        0,
      ),
    ).toEqual({ key: '4', name: 'Whole milk', expiresOn: '7 Mar', remaining: '2.5' });
  });

  it("falls back to 'Item #id' without a name, preferring the item's id", () => {
    expect(toNearExpiryNotice({ ID: 4, ItemID: 9, Item: null }, 0).name).toBe('Item #9');
    expect(toNearExpiryNotice({ ID: 4, Item: { Name: '  ' } }, 0).name).toBe('Item #4');
    expect(toNearExpiryNotice({ ID: 4 }, 0).name).toBe('Item #4');
  });

  it('copes with missing fields', () => {
    expect(toNearExpiryNotice({}, 3)).toEqual({
      key: 'row-3',
      name: 'Item #?',
      expiresOn: '—',
      remaining: '—',
    });
    expect(toNearExpiryNotice({ ID: 1, RemainingQuantity: 1500 }, 0).remaining).toBe('1,500');
  });
});
