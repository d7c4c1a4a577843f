import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_HEADER } from '../../../contract/paths';
import type { SiteList } from '../../../contract/schemas/sites';
import { serverReachable } from '../../../src/api/connectivity';
import { TransferDetailPage } from '../../../src/features/transfers/TransferDetailPage';
import { TransferListPage } from '../../../src/features/transfers/TransferListPage';
import { ROUTES } from '../../../src/lib/routes';
import { chooseSite } from '../../../src/lib/site-choice';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { transferKey } from '../../../src/offline/device-sync/device-pages';
import { saveListPage } from '../../../src/offline/list-pages';
import { listOutbox, replayOutbox } from '../../../src/offline/outbox/index';
import { sendOutboxEntry } from '../../../src/offline/outbox/page-sender';
import { sitesKey } from '../../../src/offline/sites-copy';
import { stubFetch } from '../support/fake-api';
import { jsonResponse } from '../support/json';
import { renderRoutes, spyAlert } from '../support/reference-screens';
import { makeToken, signIn, signOut } from '../support/session';
import { SITES, transferFixture } from './transfer-fixtures';

const CLERK = '7';

const SITE_LIST: SiteList = {
  sites: [
    { SiteId: SITES.MAIN.id, Name: SITES.MAIN.name, Address: null, CreatedAt: '', UpdatedAt: '' },
    { SiteId: SITES.BAR.id, Name: SITES.BAR.name, Address: null, CreatedAt: '', UpdatedAt: '' },
  ],
};

beforeEach(async () => {
  await resetDatabaseForTests();
  signIn({ token: makeToken(3600, Date.now(), CLERK), roleName: 'Warehouse Staff', roleId: 3 });
  await saveListPage(sitesKey(), SITE_LIST);
  chooseSite(SITES.BAR.id);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOut();
  serverReachable.set(true);
});

describe('Transfers: the three views', () => {
  it('opens on In transit to here and asks each view of the chosen site', async () => {
    const calls = stubFetch((call) =>
      call.pathname === '/transfers'
        ? jsonResponse({
            totalCount: 1,
            transfers: [
              call.query.get('direction') === 'out'
                ? transferFixture({ TransferNumber: 'TR-000009', FromSiteID: 2, ToSiteID: 1 })
                : transferFixture(),
            ],
          })
        : undefined,
    );
    renderRoutes([{ path: ROUTES.transfers, element: <TransferListPage /> }], [ROUTES.transfers]);

    expect(await screen.findByRole('link', { name: 'TR-000005' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In transit to here' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sent' }));
    expect(await screen.findByRole('link', { name: 'TR-000009' })).toBeInTheDocument();

    const asked = calls.filter((call) => call.pathname === '/transfers');
    expect(asked.map((call) => call.path)).toEqual([
      '/transfers?direction=in&status=in_transit&page=1&pageSize=20',
      '/transfers?direction=out&page=1&pageSize=20',
    ]);
    expect(asked.every((call) => call.headers[SITE_HEADER] === String(SITES.BAR.id))).toBe(true);
  });
});

describe('Transfer Detail at the Bar, offline: receive with a shortfall', () => {
  it('shows the loss before confirming and queues the receipt for the Bar, sent there later', async () => {
    const alert = spyAlert();
    // Device sync saved the transfer in transit to the Bar; the network is gone.
    await saveListPage(transferKey(5), transferFixture());
    serverReachable.set(false);
    stubFetch(() => undefined);
    renderRoutes(
      [{ path: ROUTES.transferDetail, element: <TransferDetailPage /> }],
      ['/transfers/5'],
    );

    expect(await screen.findByRole('heading', { name: 'TR-000005' })).toBeInTheDocument();
    expect(screen.getByText('8 bottle · expires 30 Jun 2026')).toBeInTheDocument();
    // The source cancels, not the Bar.
    expect(screen.queryByRole('button', { name: 'Cancel Transfer' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Receive' }));

    const dialog = await screen.findByRole('dialog');
    const wine = within(dialog).getByLabelText('Received of Red Wine 75cl');
    expect(wine).toHaveValue(12);
    expect(within(dialog).getByText('Everything sent arrives: no loss.')).toBeInTheDocument();
    fireEvent.change(wine, { target: { value: '10' } });
    expect(within(dialog).getByText('Transfer loss')).toBeInTheDocument();
    expect(within(dialog).getByText('2 of Red Wine 75cl short')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Receipt' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Saved. It will be sent when the connection returns.'),
    );
    const [entry] = await listOutbox(CLERK);
    expect(entry).toMatchObject({
      kind: 'transfer-receive',
      path: '/transfers/5/receive',
      siteId: SITES.BAR.id,
      summary: 'Receive TR-000005 with a shortfall',
      body: {
        lines: [
          { lineId: 11, receivedQuantity: '10' },
          { lineId: 12, receivedQuantity: '3' },
        ],
      },
    });

    // Back at the store before the signal returns: the receipt still goes to the Bar.
    chooseSite(SITES.MAIN.id);
    serverReachable.set(true);
    const sent = stubFetch(() => jsonResponse(transferFixture({ Status: 'received' })));
    await replayOutbox(CLERK, sendOutboxEntry);
    const posts = sent.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.method, call.path, call.headers[SITE_HEADER]])).toEqual([
      ['POST', '/transfers/5/receive', String(SITES.BAR.id)],
    ]);
    expect(await listOutbox(CLERK)).toEqual([]);
  });

  it('at the source: Cancel with a reason, no Receive', async () => {
    chooseSite(SITES.MAIN.id);
    await saveListPage(transferKey(5), transferFixture());
    serverReachable.set(false);
    stubFetch(() => undefined);
    spyAlert();
    renderRoutes(
      [{ path: ROUTES.transferDetail, element: <TransferDetailPage /> }],
      ['/transfers/5'],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Transfer' }));
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Transfer' }));
    expect(within(dialog).getByText('Please enter a reason.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Wrong wine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Transfer' }));
    await waitFor(async () =>
      expect(await listOutbox(CLERK)).toMatchObject([
        {
          kind: 'transfer-cancel',
          path: '/transfers/5/cancel',
          siteId: SITES.MAIN.id,
          body: { reason: 'Wrong wine' },
        },
      ]),
    );
  });
});
