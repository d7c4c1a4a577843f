import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActivityPage } from '../../../src/features/activity/ActivityPage';
import { switchLanguage, translate } from '../../../src/i18n';
import { ROUTES } from '../../../src/lib/routes';
import { stubFetch, type FetchCall } from '../support/fake-api';
import { jsonResponse } from '../support/json';
import { renderRoutes, spyAlert } from '../support/reference-screens';
import { activityEntries, activityEntry, signInAsManagerForEachTest } from './activity-fixtures';

const USERS = {
  totalCount: 2,
  users: [
    { userId: 7, name: 'Carl Clerk', role: { roleId: 3, name: 'Warehouse Staff' } },
    { userId: 2, name: 'Maria Manager', role: { roleId: 2, name: 'Manager' } },
  ],
};

function activityCalls(calls: FetchCall[]): FetchCall[] {
  return calls.filter((call) => call.pathname === '/activity' && !call.query.has('format'));
}

function renderActivity() {
  return renderRoutes([{ path: ROUTES.activity, element: <ActivityPage /> }], [ROUTES.activity]);
}

signInAsManagerForEachTest();

describe('Activity screen', () => {
  it('shows each entry with when, who, the sentence and an edit before → after', async () => {
    stubFetch((call) => {
      if (call.pathname === '/users') return jsonResponse(USERS);
      if (call.pathname === '/activity') {
        return jsonResponse({ totalCount: 1, activity: [activityEntry()] });
      }
      return undefined;
    });
    renderActivity();

    const list = await screen.findByRole('list', { name: translate('activity.listLabel') });
    const entry = within(list).getByRole('listitem');
    expect(entry).toHaveTextContent('Renamed item Milk 1L to Whole Milk 1L');
    expect(entry).toHaveTextContent('Maria Manager');
    expect(within(entry).getByText(/2026/)).toHaveAttribute('datetime', '2026-03-07T14:05:00.000Z');
    const change = within(entry).getByRole('term').closest('div');
    expect(change).toHaveTextContent('Name');
    expect(change).toHaveTextContent('Milk 1L→Whole Milk 1L');
    expect(screen.getByText('1 entry')).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: 'Item 12' })).toHaveAttribute(
      'href',
      '/items/12',
    );
  });

  it('links a record only when it can be opened: not deleted, and a page the role may open', async () => {
    stubFetch((call) => {
      if (call.pathname === '/users') return jsonResponse(USERS);
      if (call.pathname === '/activity') {
        return jsonResponse({
          totalCount: 4,
          activity: [
            activityEntry({ ActivityId: 3, Entity: 'supplier', EntityID: '4', Summary: 'S' }),
            activityEntry({ ActivityId: 2, Action: 'delete', Summary: 'D', Changes: null }),
            // A Manager may not open Users.
            activityEntry({ ActivityId: 1, Entity: 'user', EntityID: '9', Summary: 'U' }),
            // A sign-in's record is a session id: not shown, the sentence says it.
            activityEntry({
              ActivityId: 0,
              Action: 'sign-in',
              Entity: 'session',
              EntityID: 'FhqGqRNQbdeCO8DO',
              Summary: 'Signed in',
              Changes: null,
            }),
          ],
        });
      }
      return undefined;
    });
    renderActivity();
    const list = await screen.findByRole('list', { name: translate('activity.listLabel') });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Supplier 4', '/suppliers/4']]);
    expect(within(list).getByText('Item 12')).toBeInTheDocument();
    expect(within(list).getByText('User 9')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').at(-1)).not.toHaveTextContent('FhqGqRNQbdeCO8DO');
  });

  it('sends every filter the form sets, from page one, with the days as typed', async () => {
    const calls = stubFetch((call) => {
      if (call.pathname === '/users') return jsonResponse(USERS);
      if (call.pathname === '/activity') {
        return jsonResponse({ totalCount: 45, activity: activityEntries(20) });
      }
      return undefined;
    });
    renderActivity();
    await screen.findByRole('list', { name: translate('activity.listLabel') });

    // Page 3 first: applying filters goes back to page one.
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(activityCalls(calls).at(-1)?.query.get('page')).toBe('3'));

    const form = screen.getByRole('form', { name: translate('activity.filtersLabel') });
    await screen.findByRole('option', { name: 'Carl Clerk' });
    await userEvent.selectOptions(within(form).getByLabelText(translate('activity.person')), '7');
    await userEvent.selectOptions(
      within(form).getByLabelText(translate('activity.recordType')),
      'purchase-order',
    );
    await userEvent.selectOptions(
      within(form).getByLabelText(translate('activity.action')),
      'approve',
    );
    await userEvent.type(within(form).getByLabelText(translate('activity.from')), '2026-03-01');
    await userEvent.type(within(form).getByLabelText(translate('activity.to')), '2026-03-07');
    await userEvent.type(within(form).getByLabelText(translate('activity.search')), ' PO-0042 ');
    await userEvent.click(within(form).getByRole('button', { name: translate('activity.apply') }));

    await waitFor(() => expect(activityCalls(calls).at(-1)?.query.get('userId')).toBe('7'));
    const query = activityCalls(calls).at(-1)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      userId: '7',
      entity: 'purchase-order',
      action: 'approve',
      from: '2026-03-01',
      to: '2026-03-07',
      search: 'PO-0042',
      page: '1',
      pageSize: '20',
    });

    // Clear asks for everything again.
    await userEvent.click(within(form).getByRole('button', { name: translate('activity.clear') }));
    await waitFor(() =>
      expect(Object.fromEntries(activityCalls(calls).at(-1)?.query ?? [])).toEqual({
        page: '1',
        pageSize: '20',
      }),
    );
  });

  it('exports the CSV of what the filters select, without the page', async () => {
    const calls = stubFetch((call) => {
      if (call.pathname === '/users') return jsonResponse(USERS);
      if (call.pathname === '/activity' && call.query.get('format') === 'csv') {
        const answer = new Response('ActivityId,At\n', { headers: { 'Content-Type': 'text/csv' } });
        // The page's own Blob (jsdom's), as a browser's fetch gives it.
        answer.blob = () => Promise.resolve(new Blob(['ActivityId,At\n']));
        return answer;
      }
      if (call.pathname === '/activity') {
        return jsonResponse({ totalCount: 45, activity: activityEntries(20) });
      }
      return undefined;
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:activity');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const alert = spyAlert();
    renderActivity();
    await screen.findByRole('list', { name: translate('activity.listLabel') });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const form = screen.getByRole('form', { name: translate('activity.filtersLabel') });
    await userEvent.selectOptions(
      within(form).getByLabelText(translate('activity.action')),
      'delete',
    );
    await userEvent.click(within(form).getByRole('button', { name: translate('activity.apply') }));

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(calls.some((call) => call.query.get('format') === 'csv')).toBe(true),
    );
    const csv = calls.find((call) => call.query.get('format') === 'csv');
    expect(Object.fromEntries(csv?.query ?? [])).toEqual({ action: 'delete', format: 'csv' });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(alert).not.toHaveBeenCalled();
  });

  it('says plainly that it needs a connection offline, and asks nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = stubFetch(() => undefined);
    renderActivity();
    expect(await screen.findByRole('status')).toHaveTextContent(translate('activity.offline'));
    expect(activityCalls(calls)).toEqual([]);
  });

  // Issue 36: the sentences are the server's, in the request's language; a switch reads them again.
  it('reads the entries again in the new language when the language changes, with no reload', async () => {
    const SENTENCES: Record<string, string> = {
      en: 'Renamed item Milk 1L to Whole Milk 1L',
      de: 'Artikel Milk 1L in Whole Milk 1L umbenannt',
      fr: 'Renommage de l’article Milk 1L en Whole Milk 1L',
    };
    const calls = stubFetch((call) => {
      if (call.pathname === '/users') return jsonResponse(USERS);
      if (call.pathname === '/activity') {
        const language = call.headers['Accept-Language'] ?? 'en';
        const Summary = SENTENCES[language] ?? SENTENCES.en;
        return jsonResponse({ totalCount: 1, activity: [activityEntry({ Summary })] });
      }
      return undefined;
    });
    renderActivity();
    expect(await screen.findByText(SENTENCES.en ?? '')).toBeInTheDocument();
    try {
      await act(() => switchLanguage('de', { save: false }));
      expect(await screen.findByText(SENTENCES.de ?? '')).toBeInTheDocument();
      await act(() => switchLanguage('fr', { save: false }));
      expect(await screen.findByText(SENTENCES.fr ?? '')).toBeInTheDocument();
      expect(screen.queryByText(SENTENCES.de ?? '')).toBeNull();
      expect(activityCalls(calls).map((call) => call.headers['Accept-Language'])).toEqual([
        'en',
        'de',
        'fr',
      ]);
    } finally {
      await act(() => switchLanguage('en', { save: false }));
    }
  });

  // Issue 36: an edit's field names and a status are the API's words; a reader sees theirs.
  it('names changed fields and statuses in the language spoken, English as stored', async () => {
    stubFetch((call) => {
      if (call.pathname === '/users') return jsonResponse(USERS);
      if (call.pathname === '/activity') {
        return jsonResponse({
          totalCount: 2,
          activity: [
            activityEntry({
              ActivityId: 2,
              Entity: 'transfer',
              EntityID: '3',
              Summary: 'T',
              Changes: { status: ['in_transit', 'received'] },
            }),
            activityEntry({
              ActivityId: 1,
              Entity: 'item-site',
              Summary: 'S',
              Changes: { ParLevel: [4, 6], ReorderPoint: [1, 2] },
            }),
          ],
        });
      }
      return undefined;
    });
    renderActivity();
    const terms = async () =>
      (await screen.findAllByRole('term')).map((term) => term.closest('div')?.textContent);
    expect(await terms()).toEqual([
      'Statusin_transit→received',
      'Par level4→6',
      'Reorder point1→2',
    ]);
    try {
      await act(() => switchLanguage('de', { save: false }));
      await waitFor(async () =>
        expect(await terms()).toEqual([
          'StatusUnterwegs→Angenommen',
          'Sollbestand4→6',
          'Meldebestand1→2',
        ]),
      );
      await act(() => switchLanguage('ar', { save: false }));
      await waitFor(async () => expect((await terms())[0]).toBe('الحالةقيد النقل→مستلم'));
    } finally {
      await act(() => switchLanguage('en', { save: false }));
    }
  });
});
