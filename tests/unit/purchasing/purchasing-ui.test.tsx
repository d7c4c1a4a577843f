import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PURCHASING_ENDPOINTS } from '../../../contract/paths';
import { outboxSubmission } from '../../../src/offline/outbox/kinds';
import type { OutboxEntry } from '../../../src/offline/outbox/index';
import { postOutboxEntry } from '../../../src/offline/outbox/transport';
import { PackQuantityField } from '../../../src/ui/PackQuantityField';

const water = { packSize: 6, packName: 'case', unit: 'bottle' };

/** The field inside a form that holds base units, as the receiving and order forms do. */
function Harness({ item, start = '' }: { item: typeof water | undefined; start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <PackQuantityField label="Quantity" item={item} value={value} onChange={setValue} />
      <output data-testid="sent">{value}</output>
      <button type="button" onClick={() => setValue(String(Number(value || '0') + 1))}>
        scan
      </button>
    </>
  );
}

describe('the pack quantity field', () => {
  it('takes packs and units, gives the form base units and says what it will send', async () => {
    const user = userEvent.setup();
    render(<Harness item={water} />);
    expect(screen.getByText('case of 6 bottle: e.g. "3 case + 2"')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Quantity'), '3 case + 2');
    expect(screen.getByTestId('sent')).toHaveTextContent('20');
    expect(screen.getByText('Sends 20 bottle (3 cases + 2)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), 'lots');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter packs and units, e.g. "3 case + 2", or a number of units.',
    );
    // The form's own check refuses the text as it is: nothing becomes a quantity silently.
    expect(screen.getByTestId('sent')).toHaveTextContent('lots');
  });

  it('shows a value set from elsewhere in packs', async () => {
    const user = userEvent.setup();
    render(<Harness item={water} start="12" />);
    expect(screen.getByLabelText('Quantity')).toHaveValue('2 cases');
    await user.click(screen.getByRole('button', { name: 'scan' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('2 cases + 1');
    expect(screen.getByTestId('sent')).toHaveTextContent('13');
  });

  it('is the plain number field for an item without packs', () => {
    render(<Harness item={undefined} start="4" />);
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Quantity')).toHaveValue(4);
  });
});

describe('purchasing outbox kinds', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('build their paths from the order id', () => {
    expect(outboxSubmission('purchase-order', { supplierId: 1, lines: [] }, 's').path).toBe(
      PURCHASING_ENDPOINTS.purchaseOrders,
    );
    expect(outboxSubmission('purchase-order-edit', { supplierId: 1 }, 's', 9).path).toBe(
      '/purchase-orders/9',
    );
    expect(outboxSubmission('purchase-order-send', {}, 's', 9).path).toBe(
      '/purchase-orders/9/send',
    );
    expect(outboxSubmission('purchase-order-cancel', { reason: 'x' }, 's', 9).path).toBe(
      '/purchase-orders/9/cancel',
    );
  });

  it('send an edit as a PUT with its JSON body and Idempotency-Key', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response('{"PurchaseOrderId":9}', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const entry: OutboxEntry = {
      id: '3f1c2a9e-0000-4000-8000-0000000000e1',
      kind: 'purchase-order-edit',
      path: '/purchase-orders/9',
      body: { supplierId: 1, lines: [{ itemId: 2, quantity: 12 }] },
      summary: 'Edit PO-000009',
      userId: '7',
      userName: 'manager',
      seq: 1,
      createdAt: 0,
      status: 'pending',
      attempts: 0,
      serverErrors: 0,
      nextAttemptAt: null,
      confirmedAt: null,
      lastError: null,
      lastAttemptAt: null,
    };
    expect((await postOutboxEntry(entry, { apiRoot: '/api', token: 'tok' })).kind).toBe('accepted');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/purchase-orders/9');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual(entry.body);
    expect((init.headers as Record<string, string>)['idempotency-key']).toBe(entry.id);
  });
});
