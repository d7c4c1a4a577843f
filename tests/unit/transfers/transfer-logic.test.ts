import { describe, expect, it } from 'vitest';
import { transferListQuery } from '../../../src/api/transfers';
import {
  buildTransferBody,
  draftFromTransferBody,
  newTransferDraft,
  newTransferLine,
  summarizeTransfer,
  validateTransferDraft,
  type TransferDraft,
} from '../../../src/features/transfers/transfer-form';
import {
  lossValueOf,
  planReceipt,
  prefilledReceipt,
} from '../../../src/features/transfers/transfer-receive';
import {
  canCancelTransfer,
  canReceiveTransfer,
} from '../../../src/features/transfers/transfer-status';
import { LIME_LINE, SITES, WINE_LINE, transferFixture } from './transfer-fixtures';

function draft(fields: Partial<TransferDraft>, lines: [number | null, string][]): TransferDraft {
  return {
    ...newTransferDraft(),
    ...fields,
    lines: lines.map(([itemId, quantity]) => ({ ...newTransferLine(), itemId, quantity })),
  };
}

describe('Send Stock: the form before the outbox', () => {
  it('refuses what the server would, in its words, every message at once', () => {
    expect(validateTransferDraft(draft({ toSiteId: '' }, [[null, '']]), SITES.MAIN.id)).toEqual([
      'Please select a destination site.',
      'Please select an item in line 1.',
      'Please enter a valid quantity greater than 0 in line 1.',
    ]);
    expect(
      validateTransferDraft(
        draft({ toSiteId: '1' }, [
          [5, '2'],
          [5, '0'],
          [6, '1.2345'],
        ]),
        SITES.MAIN.id,
      ),
    ).toEqual([
      'Please choose a destination other than the source site.',
      'The item in line 2 is already in line 1.',
      'Please enter a valid quantity greater than 0 in line 2.',
      'Please enter a valid quantity greater than 0 in line 3.',
    ]);
  });

  it('sends the source, the destination, the note and the quantities as typed', () => {
    const typed = draft({ toSiteId: '2', note: '  For the weekend ' }, [
      [5, '12'],
      [6, '2.5'],
    ]);
    expect(validateTransferDraft(typed, SITES.MAIN.id)).toEqual([]);
    const body = buildTransferBody(typed, SITES.MAIN.id);
    expect(body).toEqual({
      fromSiteId: 1,
      toSiteId: 2,
      note: 'For the weekend',
      lines: [
        { itemId: 5, quantity: '12' },
        { itemId: 6, quantity: '2.5' },
      ],
    });
    expect(summarizeTransfer(typed, 'Bar', (id) => (id === 5 ? 'Red Wine' : 'Limes'))).toBe(
      'Transfer to Bar: 12 × Red Wine, 2.5 × Limes',
    );
    // A refused send opens in the form as it was sent.
    const again = draftFromTransferBody(body);
    expect(again.toSiteId).toBe('2');
    expect(again.note).toBe('For the weekend');
    expect(again.lines.map((line) => [line.itemId, line.quantity])).toEqual([
      [5, '12'],
      [6, '2.5'],
    ]);
    expect(buildTransferBody({ ...again, note: '' }, 1).note).toBeNull();
  });
});

describe('Receive: a quantity per line and the shortfall as the loss', () => {
  const transfer = transferFixture();

  it('is prefilled with what was sent: everything arrives, no loss, every line named', () => {
    const plan = planReceipt(transfer, prefilledReceipt(transfer));
    expect(plan).toEqual({
      ok: true,
      body: {
        lines: [
          { lineId: 11, receivedQuantity: '12' },
          { lineId: 12, receivedQuantity: '3' },
        ],
      },
      losses: [],
      lossValue: 0,
    });
  });

  it('a shortfall is lost from the latest-expiring lots, at their cost', () => {
    // 7 of 12 arrive: the June lot's 7 arrive, its 8th and the September lot's 4 are lost.
    const plan = planReceipt(transfer, { 11: '7', 12: '3' });
    expect(plan.ok && plan.losses).toEqual([
      { lineId: 11, itemName: 'Red Wine 75cl', lost: 5, value: 4 * 5.5 + 1 * 4 },
    ]);
    expect(plan.ok && plan.lossValue).toBe(26);
    expect(plan.ok && plan.body.lines).toContainEqual({ lineId: 11, receivedQuantity: '7' });
  });

  it('nothing arriving of a line is a whole loss; a lot without cost leaves the value unknown', () => {
    const plan = planReceipt(transfer, { 11: '12', 12: '0' });
    expect(plan.ok && plan.losses).toEqual([
      { lineId: 12, itemName: 'Limes', lost: 3, value: null },
    ]);
    expect(plan.ok && plan.lossValue).toBeNull();
    expect(lossValueOf(WINE_LINE, 500)).toBe(2.75);
    expect(lossValueOf(LIME_LINE, 0)).toBe(0);
  });

  it('refuses more than was sent, a negative, a blank or 4 decimals', () => {
    expect(planReceipt(transfer, { 11: '13', 12: '-1' })).toEqual({
      ok: false,
      messages: [
        'More Red Wine 75cl received than was sent (12).',
        'Please enter a valid received quantity of 0 or more in line 2.',
      ],
    });
    expect(planReceipt(transfer, { 11: '', 12: '1.0001' })).toEqual({
      ok: false,
      messages: [
        'Please enter a valid received quantity of 0 or more in line 1.',
        'Please enter a valid received quantity of 0 or more in line 2.',
      ],
    });
  });
});

describe('who may act on a transfer, and the list views', () => {
  it('the destination receives and the source cancels, only while in transit', () => {
    const transfer = transferFixture();
    expect(canReceiveTransfer(transfer, SITES.BAR.id)).toBe(true);
    expect(canReceiveTransfer(transfer, SITES.MAIN.id)).toBe(false);
    expect(canCancelTransfer(transfer, SITES.MAIN.id)).toBe(true);
    expect(canCancelTransfer(transfer, SITES.BAR.id)).toBe(false);
    const received = transferFixture({ Status: 'received' });
    expect(canReceiveTransfer(received, SITES.BAR.id)).toBe(false);
    expect(canCancelTransfer(received, SITES.MAIN.id)).toBe(false);
  });

  it('In transit to here, Sent and Received ask the server for their direction and status', () => {
    expect(transferListQuery('inTransit')).toBe(
      'direction=in&status=in_transit&page=1&pageSize=20',
    );
    expect(transferListQuery('sent', 2)).toBe('direction=out&page=2&pageSize=20');
    expect(transferListQuery('received')).toBe('direction=in&status=received&page=1&pageSize=20');
  });
});
