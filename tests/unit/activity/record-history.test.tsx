import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordHistory } from '../../../src/features/activity/RecordHistory';
import { switchLanguage, translate } from '../../../src/i18n';
import { announceListChange } from '../../../src/offline/device-sync/list-changes';
import { stubFetch, type FetchCall } from '../support/fake-api';
import { jsonResponse } from '../support/json';
import { renderRoutes } from '../support/reference-screens';
import { signIn } from '../support/session';
import { activityEntries, activityEntry, signInAsManagerForEachTest } from './activity-fixtures';

function renderHistory() {
  return renderRoutes(
    [{ path: '/items/:id', element: <RecordHistory entity="item" entityId="12" /> }],
    ['/items/12'],
  );
}

function historyCalls(calls: FetchCall[]): FetchCall[] {
  return calls.filter((call) => call.pathname === '/activity');
}

/** Answers GET /activity with the first `pageSize` of `total` entries. */
function stubHistory(total: number) {
  return stubFetch((call) => {
    if (call.pathname !== '/activity') return undefined;
    const size = Number(call.query.get('pageSize'));
    return jsonResponse({
      totalCount: total,
      activity: activityEntries(Math.min(size, total)),
    });
  });
}

signInAsManagerForEachTest();

describe('History section', () => {
  it("asks for the record's entries and shows them newest first under the heading", async () => {
    const calls = stubFetch((call) =>
      call.pathname === '/activity'
        ? jsonResponse({
            totalCount: 2,
            activity: [
              activityEntry(),
              activityEntry({
                ActivityId: 40,
                Action: 'create',
                Summary: 'Created item Milk 1L',
                Changes: null,
              }),
            ],
          })
        : undefined,
    );
    renderHistory();

    const section = await screen.findByRole('region', { name: translate('activity.historyTitle') });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.activity-summary')?.textContent)).toEqual([
      'Renamed item Milk 1L to Whole Milk 1L',
      'Created item Milk 1L',
    ]);
    expect(Object.fromEntries(historyCalls(calls)[0]?.query ?? [])).toEqual({
      entity: 'item',
      entityId: '12',
      page: '1',
      pageSize: '10',
    });
    // Two entries: nothing more to show.
    expect(
      within(section).queryByRole('button', { name: translate('activity.showMore') }),
    ).toBeNull();
  });

  it('"Show more" reads ten more, and goes once every entry shows', async () => {
    const calls = stubHistory(23);
    renderHistory();
    const section = await screen.findByRole('region', { name: translate('activity.historyTitle') });
    expect(await within(section).findAllByRole('listitem')).toHaveLength(10);

    await userEvent.click(
      within(section).getByRole('button', { name: translate('activity.showMore') }),
    );
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(20));
    await userEvent.click(
      within(section).getByRole('button', { name: translate('activity.showMore') }),
    );
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(23));
    expect(
      within(section).queryByRole('button', { name: translate('activity.showMore') }),
    ).toBeNull();
    expect(historyCalls(calls).map((call) => call.query.get('pageSize'))).toEqual([
      '10',
      '20',
      '30',
    ]);
  });

  it('reads again when a live event says a list changed', async () => {
    const calls = stubHistory(1);
    renderHistory();
    await screen.findByRole('region', { name: translate('activity.historyTitle') });
    await waitFor(() => expect(historyCalls(calls)).toHaveLength(1));
    act(() => announceListChange({ list: 'items', version: 9 }));
    await waitFor(() => expect(historyCalls(calls)).toHaveLength(2));
  });

  it('speaks the chosen language: heading, count and button (the sentence is the server’s)', async () => {
    await switchLanguage('fr', { save: false });
    try {
      stubHistory(12);
      renderHistory();
      const section = await screen.findByRole('region', { name: 'Historique' });
      expect(
        await within(section).findByRole('button', { name: 'Afficher plus' }),
      ).toBeInTheDocument();
      expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('Entry 100');
    } finally {
      await switchLanguage('en', { save: false });
    }
  });

  it('says an empty history plainly', async () => {
    stubHistory(0);
    renderHistory();
    expect(await screen.findByText(translate('activity.historyEmpty'))).toBeInTheDocument();
  });

  it('offline, says it needs a connection instead of asking', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = stubHistory(3);
    renderHistory();
    const section = await screen.findByRole('region', { name: translate('activity.historyTitle') });
    expect(within(section).getByRole('status')).toHaveTextContent(
      translate('activity.historyOffline'),
    );
    expect(historyCalls(calls)).toEqual([]);
  });

  it('is not there for a role that may not read the log', async () => {
    signIn({ roleName: 'Warehouse Staff', roleId: 3 });
    const calls = stubHistory(3);
    renderHistory();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('region', { name: translate('activity.historyTitle') })).toBeNull();
    expect(historyCalls(calls)).toEqual([]);
  });
});
