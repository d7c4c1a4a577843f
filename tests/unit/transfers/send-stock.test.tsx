import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_HEADER } from '../../../contract/paths';
import type { SiteList } from '../../../contract/schemas/sites';
import { linksForRole } from '../../../src/app/nav-links';
import { TransferCreatePage } from '../../../src/features/transfers/TransferCreatePage';
import { ROUTES } from '../../../src/lib/routes';
import { chooseSite } from '../../../src/lib/site-choice';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  DEVICE_PAGES,
  inTransitKey,
  transferKey,
} from '../../../src/offline/device-sync/device-pages';
import { readListPage, saveListPage } from '../../../src/offline/list-pages';
import { listOutbox } from '../../../src/offline/outbox/index';
import { sitesKey } from '../../../src/offline/sites-copy';
import { writeTicket } from '../../../src/offline/write-session';
import {
  CLERK_ID,
  json,
  posts,
  renderRoutes,
  signIn,
  signOutForTests,
  spyAlert,
  stubFetch,
} from '../inventory/stock-test-kit';
import { pickRowItem, setRowQuantity } from '../support/item-rows';
import { SITES, transferFixture } from './transfer-fixtures';

const site = (SiteId: number, Name: string) => ({
  SiteId,
  Name,
  Address: null,
  CreatedAt: '',
  UpdatedAt: '',
});
const TWO_SITES: SiteList = { sites: [site(1, 'Main Store'), site(2, 'Bar'), site(3, 'Kitchen')] };

beforeEach(async () => {
  await resetDatabaseForTests();
  signIn('Warehouse Staff');
  await saveListPage(sitesKey(), TWO_SITES);
  chooseSite(SITES.MAIN.id);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutForTests();
});

function renderSendStock(post: () => Response | Promise<Response> | undefined) {
  const calls = stubFetch((call) => (call.method === 'POST' ? post() : undefined));
  renderRoutes(
    [{ path: ROUTES.transferCreate, element: <TransferCreatePage /> }],
    [ROUTES.transferCreate],
  );
  return calls;
}

describe('Send Stock', () => {
  it('offers the other sites, checks the rows and sends from the chosen site', async () => {
    const alert = spyAlert();
    const calls = renderSendStock(() => json(201, transferFixture({ TransferId: 8 })));
    expect(await screen.findByText('Main Store')).toBeInTheDocument();
    const destination = screen.getByLabelText('Destination');
    expect([...destination.querySelectorAll('option')].map((option) => option.textContent)).toEqual(
      ['Select Destination', 'Bar', 'Kitchen'],
    );

    await userEvent.click(screen.getByRole('button', { name: 'Send Stock' }));
    expect(screen.getByText('Please select a destination site.')).toBeInTheDocument();
    expect(posts(calls, '/transfers')).toHaveLength(0);

    await userEvent.selectOptions(destination, 'Bar');
    await pickRowItem(0, 'butter', /Butter/);
    await setRowQuantity(0, '2.5');
    await userEvent.click(screen.getByRole('button', { name: '+ Add Item' }));
    await pickRowItem(1, 'whole', /Whole Milk/);
    await setRowQuantity(1, '6');
    await userEvent.type(screen.getByLabelText('Note'), 'Friday');
    await userEvent.click(screen.getByRole('button', { name: 'Send Stock' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Stock sent. It is in transit until the destination receives it.',
      ),
    );
    const [sent] = posts(calls, '/transfers');
    expect(sent?.body).toEqual({
      fromSiteId: 1,
      toSiteId: 2,
      note: 'Friday',
      lines: [
        { itemId: 2, quantity: '2.5' },
        { itemId: 1, quantity: '6' },
      ],
    });
    expect(sent?.headers[SITE_HEADER]).toBe('1');
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transfers/8'));
  });

  it('offline: saved for later, from the site it was made at', async () => {
    const alert = spyAlert();
    renderSendStock(() => Promise.reject(new TypeError('Failed to fetch')));
    await screen.findByRole('option', { name: 'Kitchen' });
    await userEvent.selectOptions(screen.getByLabelText('Destination'), 'Kitchen');
    await pickRowItem(0, 'butter', /Butter/);
    await setRowQuantity(0, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Send Stock' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Saved. It will be sent when the connection returns.'),
    );
    expect(await listOutbox(CLERK_ID)).toMatchObject([
      {
        kind: 'transfer',
        path: '/transfers',
        siteId: 1,
        summary: 'Transfer to Kitchen: 1 × Butter',
        status: 'pending',
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/transfers$/));
  });
});

describe('device sync of transfers (design: Sites and transfers: Offline)', () => {
  const page = DEVICE_PAGES.find((candidate) => candidate.name === 'transfers');

  it('keeps the transfers in transit to the chosen site and each one with its lines', async () => {
    chooseSite(SITES.BAR.id);
    const calls = stubFetch((call) =>
      call.path === '/transfers'
        ? json(200, { totalCount: 1, transfers: [transferFixture()] })
        : undefined,
    );
    expect(page?.mayRead('Warehouse Staff')).toBe(true);
    expect(page?.mayRead('Editor')).toBe(false);
    await page?.sync(writeTicket());

    expect(calls.map((call) => [call.query.toString(), call.headers[SITE_HEADER]])).toEqual([
      ['direction=in&status=in_transit&page=1&pageSize=20', '2'],
    ]);
    expect((await readListPage(inTransitKey()))?.data).toMatchObject({ totalCount: 1 });
    expect((await readListPage(transferKey(5)))?.data).toMatchObject({
      TransferNumber: 'TR-000005',
      Lines: [{ LineId: 11 }, { LineId: 12 }],
    });
    // Kept under the Bar's keys: Main's copy is apart.
    expect(inTransitKey()).toMatch(/^@2\//);
    expect(page?.onEvent?.('transfers')).not.toBeNull();
    expect(page?.onEvent?.('waste')).toBeNull();
  });

  it('asks nothing with one site', async () => {
    await saveListPage(sitesKey(), { sites: [site(1, 'Main')] });
    const calls = stubFetch(() => undefined);
    await page?.sync(writeTicket());
    expect(calls).toEqual([]);
  });
});

describe('the Transfers menu entry', () => {
  it('shows only to a user of several sites whose role has page Transfers', () => {
    const labels = (role: string, several: boolean) =>
      linksForRole(role, several).map((link) => link.label);
    expect(labels('Warehouse Staff', false)).not.toContain('Transfers');
    expect(labels('Warehouse Staff', true)).toContain('Transfers');
    expect(labels('Manager', true)).toContain('Transfers');
    expect(labels('Editor', true)).not.toContain('Transfers');
  });
});
