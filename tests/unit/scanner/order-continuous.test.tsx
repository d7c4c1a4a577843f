import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrderCreatePage } from '../../../src/features/orders/OrderCreatePage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  json,
  renderRoutes,
  signIn,
  signOutForTests,
  stubFetch,
} from '../inventory/stock-test-kit';

let clock = 0;

/** A keyboard-wedge scanner: fast keys then Enter, typed at the page (no field focused). */
function wedge(code: string) {
  clock += 10_000;
  for (const key of Array.from(code).concat('Enter')) {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: (clock += 5) });
    fireEvent(document.body, event);
  }
}

function lineValues() {
  return screen
    .getAllByRole('group', { name: /^Item \d+$/ })
    .map((line) => [
      within(line).getByRole('combobox', { name: 'Item' }).getAttribute('value'),
      within(line).getByLabelText('Quantity').getAttribute('value'),
    ]);
}

describe('continuous scanning on the order form', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
    signIn('Manager', 'manager');
  });
  afterEach(() => signOutForTests());

  it('adds a line per new item and one to the quantity of an item scanned again', async () => {
    stubFetch((call) =>
      call.method === 'GET' && call.path === '/departments'
        ? json(200, { totalCount: 0, departments: [] })
        : undefined,
    );
    renderRoutes([{ path: '/orders/create', element: <OrderCreatePage /> }], ['/orders/create']);
    const picker = screen.getByRole('combobox', { name: 'Item' });
    fireEvent.focus(picker);
    await screen.findByRole('option', { name: /Whole Milk/ });
    fireEvent.blur(picker);
    wedge('5000111');
    await waitFor(() => expect(lineValues()).toEqual([['Whole Milk', '1']]));
    wedge('5000222');
    wedge('5000111');
    expect(lineValues()).toEqual([
      ['Whole Milk', '2'],
      ['Butter', '1'],
    ]);
  });
});
