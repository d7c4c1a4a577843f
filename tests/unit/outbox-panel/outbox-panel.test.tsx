import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { database, resetDatabaseForTests } from '../../../src/offline/database';
import { enqueue, listOutbox, type OutboxEntry } from '../../../src/offline/outbox/index';
import { readListPage, saveListPage } from '../../../src/offline/list-pages';
import { readReplaySession, saveReplaySession } from '../../../src/offline/outbox/replay-session';
import {
  clearTestSession,
  readCookieToken,
  renderApp,
  storeTestSession,
  stubApi,
} from '../support/app-shell';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** The user ids of the test users (storeTestSession's token is user 1's). */
const USER_ID: Record<string, string> = { Alice: '1', Bob: '2' };

async function queue(userName: string, summary: string, patch: Partial<OutboxEntry> = {}) {
  const entry = await enqueue({
    userId: USER_ID[userName] ?? '',
    kind: 'waste',
    path: '/receive-items/waste',
    body: { itemId: 1, reason: 'Expired', quantity: '1' },
    summary,
    userName,
  });
  if (Object.keys(patch).length > 0) await database().outbox.update(entry.id, patch);
  return entry;
}

beforeEach(async () => {
  await resetDatabaseForTests();
  clearTestSession();
  stubApi();
  // Offline: the replay loop stays still, so the entries stay as the test put them.
  setOnline(false);
});

afterEach(() => {
  setOnline(true);
  vi.unstubAllGlobals();
});

describe('outbox badge and panel', () => {
  it('is hidden with nothing queued', async () => {
    storeTestSession({ userName: 'Alice' });
    renderApp('/dashboard');
    await screen.findByText('Screen Dashboard');
    expect(screen.queryByTestId('outbox-badge')).not.toBeInTheDocument();
  });

  it("counts only the signed-in user's entries and lists what, when, by whom and status", async () => {
    await queue('Alice', '2 × Milk (Expired)');
    await queue('Alice', '1 × Cream (Damaged)', {
      status: 'failed',
      lastError: 'Not enough stock of Cream: 0.5 L available.',
    });
    // Paused by a 401 earlier: Alice is signed in again, so it is back in the queue.
    await queue('Alice', 'Order for Kitchen: 3 × Flour', { status: 'paused' });
    await queue('Bob', '9 × Butter (Expired)');
    storeTestSession({ userName: 'Alice' });
    const user = userEvent.setup();
    renderApp('/dashboard');

    const badge = await screen.findByRole('button', { name: '3 submissions waiting' });
    expect(badge).toHaveTextContent('3');
    expect(badge).toHaveClass('has-failed');
    await user.click(badge);

    const panel = screen.getByRole('dialog', { name: 'Submissions not yet sent' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/×/).textContent)).toEqual([
      '2 × Milk (Expired)',
      '1 × Cream (Damaged)',
      'Order for Kitchen: 3 × Flour',
    ]);
    expect(items[0]).toHaveTextContent('Pending');
    expect(items[0]).toHaveTextContent('by Alice');
    expect(items[0]).toHaveTextContent(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
    expect(within(items[1] as HTMLElement).getByRole('alert')).toHaveTextContent(
      'Not enough stock of Cream: 0.5 L available.',
    );
    expect(items[1]).toHaveTextContent('Failed');
    await waitFor(() => expect(items[2]).toHaveTextContent('Pending'));
    expect(panel).not.toHaveTextContent('Butter');
  });

  it('Discard asks first, then removes the entry; Cancel keeps it', async () => {
    await queue('Alice', '1 × Cream (Damaged)', { status: 'failed', lastError: 'No stock.' });
    storeTestSession({ userName: 'Alice' });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: '1 submission waiting' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));

    const confirm = screen.getByRole('dialog', { name: 'Discard submission' });
    expect(confirm).toHaveTextContent('"1 × Cream (Damaged)" will not be sent.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await listOutbox('1')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Discard submission' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(async () => expect(await listOutbox('1')).toHaveLength(0));
    await waitFor(() => expect(screen.queryByTestId('outbox-badge')).not.toBeInTheDocument());
    // The panel stays open, its title now saying what is true.
    const empty = await screen.findByRole('dialog', { name: 'All submissions sent' });
    expect(empty).toHaveTextContent('Nothing is waiting on this device.');
    expect(screen.queryByRole('dialog', { name: 'Submissions not yet sent' })).toBeNull();
  });

  it('a failed entry opens in its form (Edit), never retried under its refused key', async () => {
    const entry = await queue('Alice', '1 × Cream (Damaged)', {
      status: 'failed',
      lastError: 'No stock.',
    });
    storeTestSession({ userName: 'Alice' });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: '1 submission waiting' }));
    const panel = screen.getByRole('dialog', { name: 'Submissions not yet sent' });
    expect(within(panel).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Edit' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/reports/create?entry=${entry.id}`,
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an entry older than the server keeps keys waits for Send', async () => {
    const entry = await queue('Alice', '2 × Milk (Expired)', { status: 'confirm' });
    storeTestSession({ userName: 'Alice' });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: '1 submission waiting' }));
    const panel = screen.getByRole('dialog', { name: 'Submissions not yet sent' });
    expect(panel).toHaveTextContent('Waiting for your confirmation');
    expect(panel).toHaveTextContent('the server may already have it');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await waitFor(async () => {
      const row = await database().outbox.get(entry.id);
      expect(row?.status).toBe('pending');
      expect(row?.confirmedAt).toEqual(expect.any(Number));
    });
  });
});

describe('Sign Out with entries queued', () => {
  it('warns; Cancel stays signed in; Sign Out anyway keeps the entries for the user', async () => {
    await queue('Alice', '2 × Milk (Expired)');
    await queue('Alice', '1 × Cream (Damaged)');
    storeTestSession({ userName: 'Alice' });
    await saveReplaySession({ userName: 'Alice', token: readCookieToken() ?? '', apiRoot: '/api' });
    await saveListPage('received-items?page=1', { receiveItems: [], totalCount: 0 });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('button', { name: '2 submissions waiting' });

    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Sign Out' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign Out' });
    expect(dialog).toHaveTextContent(
      'You have 2 submissions not yet sent. They stay on this device and will be sent when you sign in again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(readCookieToken()).not.toBeNull();

    await user.click(within(header).getByRole('button', { name: 'Sign Out' }));
    await user.click(screen.getByRole('button', { name: 'Sign Out anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readCookieToken()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(await listOutbox('1')).toHaveLength(2);
    await waitFor(async () => expect(await readReplaySession()).toBeNull());
    // The lists this user saw leave the shared device with them.
    expect(await readListPage('received-items?page=1')).toBeNull();
  });

  it('signs out at once with nothing queued', async () => {
    storeTestSession({ userName: 'Alice' });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await screen.findByText('Screen Dashboard');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('paused entries resume when the same user signs in again', async () => {
    const entry = await queue('Alice', '2 × Milk (Expired)', { status: 'paused' });
    storeTestSession({ userName: 'Alice' });
    await act(async () => {
      renderApp('/dashboard');
      await Promise.resolve();
    });
    await waitFor(async () =>
      expect((await database().outbox.get(entry.id))?.status).toBe('pending'),
    );
  });
});
