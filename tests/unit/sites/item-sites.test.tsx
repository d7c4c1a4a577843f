import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SITE_HEADER } from '../../../contract/paths';
import type { ItemSite } from '../../../contract/schemas/sites';
import { ItemSitesPanel } from '../../../src/features/items/ItemSitesPanel';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  errorResponse,
  jsonBodyOf,
  jsonResponse,
  renderRoutes,
  settle,
  spyOnAlert,
  stubFetch,
} from '../items/harness';
import { BAR, MAIN, keepSitesOnDevice } from './fixtures';

const at = '2026-11-01T00:00:00.000Z';
const areaOf = (itemAreaId: number, name: string) => ({
  itemAreaId,
  name,
  speedClass: 'Fast',
  createdDate: at,
  updatedDate: at,
});

const ROWS: ItemSite[] = [
  { SiteID: 1, Name: 'Main Store', ItemAreaID: 4, ParLevel: 24, ReorderPoint: 12, OnHand: 30 },
  { SiteID: 2, Name: 'Bar', ItemAreaID: null, ParLevel: null, ReorderPoint: null, OnHand: 6 },
];

function network() {
  return stubFetch((call) => {
    if (call.path === '/items/7/sites') return jsonResponse({ sites: ROWS });
    if (call.path === '/locations') {
      const site = call.headers[SITE_HEADER];
      return jsonResponse({
        totalCount: 1,
        itemArea: site === '2' ? [areaOf(9, 'Back Bar')] : [areaOf(4, 'Cellar')],
      });
    }
    if (call.method === 'PUT' && call.path === '/items/7/sites/2') return jsonResponse({});
    return errorResponse(404);
  });
}

const renderPanel = () =>
  renderRoutes('/items/7', [
    { path: '/items/:id', element: <ItemSitesPanel itemId={7} unit="bottle" /> },
  ]);

describe('the item’s stock by site (design: Sites and transfers)', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
    spyOnAlert();
  });
  afterEach(settle);

  it('one row per site with its area, par, reorder point and on hand; a site’s settings edited', async () => {
    await keepSitesOnDevice([MAIN, BAR]);
    const calls = network();
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Stock by site' });
    const main = within(table).getByRole('row', { name: /Main Store/ });
    expect(
      within(main)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Main Store', 'Cellar', '24 bottle', '12 bottle', '30 bottle', 'Edit']);
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Bar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit settings at Bar' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Item Area'), 'Back Bar');
    await userEvent.type(within(dialog).getByLabelText('Par Level'), '12');
    await userEvent.type(within(dialog).getByLabelText('Reorder Point'), '4.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(jsonBodyOf(calls.find((call) => call.method === 'PUT'))).toEqual({
      itemAreaId: '9',
      parLevel: '12',
      reorderPoint: '4.5',
    });
    // Read again after the save.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/items/7/sites')).toHaveLength(2),
    );
  });

  it('shows nothing, and asks nothing, with one site', async () => {
    await keepSitesOnDevice([MAIN]);
    const calls = network();
    renderPanel();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.filter((call) => call.path === '/items/7/sites')).toEqual([]);
  });
});
