import { describe, expect, it } from 'vitest';
import { transferMoves } from '../../../src/features/item-movement/item-movement';
import { movementText } from '../../../src/features/items/item-stock-texts';
import { SITES, WINE_LINE, transferFixture } from './transfer-fixtures';

describe('transfers out and in, naming the other site (design: Sites and transfers)', () => {
  const sent = transferFixture({ TransferId: 1, SentAt: '2026-03-10T09:00:00.000Z' });
  const received = transferFixture({
    TransferId: 2,
    Status: 'received',
    SentAt: '2026-03-11T09:00:00.000Z',
    ReceivedAt: '2026-03-12T09:00:00.000Z',
    Lines: [{ ...WINE_LINE, ReceivedQuantity: 10, LostQuantity: 2 }],
  });
  const cancelled = transferFixture({ TransferId: 3, Status: 'cancelled' });

  it('at the source: what left, unless cancelled (it came back)', () => {
    const moves = transferMoves([sent, received, cancelled], SITES.MAIN.id);
    expect(moves.map((move) => [move.key, move.quantity, move.direction, move.otherSite])).toEqual([
      ['2-11', -12, 'out', 'Bar'],
      ['1-11', -12, 'out', 'Bar'],
      ['1-12', -3, 'out', 'Bar'],
    ]);
  });

  it('at the destination: what was received, when; nothing while in transit', () => {
    const moves = transferMoves([sent, received, cancelled], SITES.BAR.id);
    expect(moves).toEqual([
      {
        key: '2-11',
        at: '2026-03-12T09:00:00.000Z',
        itemName: 'Red Wine 75cl',
        unit: 'bottle',
        quantity: 10,
        direction: 'in',
        otherSite: 'Main Store',
      },
    ]);
  });

  it("the item's stock says where a transfer went or came from", () => {
    const site = { SiteID: 2, Name: 'Bar' };
    expect(movementText({ Kind: 'TransferredOut', Site: site })).toBe('Sent to Bar');
    expect(movementText({ Kind: 'TransferredIn', Site: site })).toBe('Transfer from Bar');
    expect(movementText({ Kind: 'Wasted' })).toBe('Wasted');
  });
});
