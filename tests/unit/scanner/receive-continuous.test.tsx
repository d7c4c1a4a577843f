import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReceivedCreatePage } from '../../../src/features/inventory/ReceivedCreatePage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { renderRoutes, signIn, signOutForTests, stubFetch } from '../inventory/stock-test-kit';

let clock = 0;

function wedge(code: string) {
  clock += 10_000;
  for (const key of Array.from(code).concat('Enter')) {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: (clock += 5) });
    fireEvent(document.body, event);
  }
}

function rowValues() {
  return screen
    .getAllByRole('group', { name: /^Row \d+$/ })
    .map((row) => [
      within(row).getByRole('combobox', { name: 'Item' }).getAttribute('value'),
      within(row).getByLabelText('Quantity').getAttribute('value'),
    ]);
}

describe('continuous scanning on the received-item form', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
    signIn();
  });
  afterEach(() => signOutForTests());

  it('fills the empty first row, then adds a row per new item and +1 on a repeat', async () => {
    stubFetch(() => undefined);
    renderRoutes(
      [{ path: '/inventory/received-items/create', element: <ReceivedCreatePage /> }],
      ['/inventory/received-items/create'],
    );
    const picker = screen.getByRole('combobox', { name: 'Item' });
    fireEvent.focus(picker);
    await screen.findByRole('option', { name: /Whole Milk/ });
    fireEvent.blur(picker);
    wedge('5000111');
    await waitFor(() => expect(rowValues()).toEqual([['Whole Milk', '1']]));
    wedge('5000222');
    wedge('5000111');
    expect(rowValues()).toEqual([
      ['Whole Milk', '2'],
      ['Butter', '1'],
    ]);
  });
});
