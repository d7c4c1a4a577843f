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
        '2026-03-07',
      ),
    ).toEqual({
      key: '4',
      name: 'Whole milk',
      expiresOn: '7 Mar',
      expired: false,
      remaining: '2.5',
    });
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
      expired: false,
      remaining: '—',
    });
    expect(toNearExpiryNotice({ ID: 1, RemainingQuantity: 1500 }, 0).remaining).toBe('1,500');
  });

  it('marks a lot whose date has passed as expired, not one expiring today', () => {
    const lot = { ID: 4, ExpirationDate: '2026-11-22', RemainingQuantity: 1 };
    expect(toNearExpiryNotice(lot, 0, '2026-11-24').expired).toBe(true);
    expect(toNearExpiryNotice(lot, 0, '2026-11-22').expired).toBe(false);
    expect(toNearExpiryNotice(lot, 0, '2026-11-21').expired).toBe(false);
  });
});
