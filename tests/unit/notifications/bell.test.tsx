import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedCopyText } from '../../../src/features/notifications/near-expiry-entries';
import {
  readLastNearExpiryList,
  readSavedNearExpiryList,
} from '../../../src/offline/near-expiry-store';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { clearTestSession, renderApp, storeTestSession, stubApi } from '../support/app-shell';
import { stubFetch, type FetchCall } from '../support/fake-api';
import { errorResponse } from '../support/json';

const NEAR_EXPIRY = [
  {
    ID: 1,
    ItemID: 10,
    Item: { Name: 'Whole milk' },
    ExpirationDate: '2026-03-07',
    RemainingQuantity: 2.5,
  },
  {
    ID: 2,
    ItemID: 11,
    Item: { Name: 'Greek yoghurt' },
    ExpirationDate: '2026-03-09',
    RemainingQuantity: 12,
  },
  { ID: 3, ItemID: 12, Item: null, ExpirationDate: '2026-03-10', RemainingQuantity: 4 },
];

function bell() {
  return screen.getByRole('button', { name: /^Notifications/ });
}

function nearExpiryCalls(calls: FetchCall[]) {
  return calls.filter((call) => call.pathname === '/receive-items/near-expiry').length;
}

async function openDashboard() {
  const view = renderApp('/dashboard');
  await screen.findByText('Screen Dashboard');
  return view;
}

beforeEach(async () => {
  await resetDatabaseForTests();
  clearTestSession();
  storeTestSession();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * Fake only the clocks the poll and the dates use: IndexedDB (fake-indexeddb) schedules with
 * setImmediate, and a faked one runs only when the clock advances (every 20 ms of real time),
 * so every read and save of the bell crawled and, on a busy machine, passed the test's timeout.
 */
function useBellClocks() {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}

describe('notification bell (spec 2.2, 7, 8)', () => {
  it('shows the near-expiry count on its badge', async () => {
    stubApi(NEAR_EXPIRY);
    await openDashboard();
    expect(await screen.findByTestId('near-expiry-count')).toHaveTextContent('3');
    expect(bell()).toHaveAccessibleName('Notifications 3');
  });

  it("opens 'Near Expiry Items' with name or 'Item #id', the date and what remains", async () => {
    // On 8 March the lot of the 7th has expired: it says so (issue 25, point 6).
    useBellClocks();
    vi.setSystemTime(new Date(2026, 2, 8, 10));
    stubApi(NEAR_EXPIRY);
    const user = userEvent.setup();
    await openDashboard();
    await screen.findByTestId('near-expiry-count');
    await user.click(bell());

    const panel = screen.getByRole('dialog', { name: 'Near Expiry Items' });
    const entries = within(panel).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Whole milk expired on 7 Mar ExpiredRemaining: 2.5',
      'Greek yoghurt expires on 9 MarRemaining: 12',
      'Item #12 expires on 10 MarRemaining: 4',
    ]);
    expect(within(entries[2] as HTMLElement).getByText('Item #12')).toBeInTheDocument();
  });

  it("says 'No notifications' and shows no badge when the list is empty", async () => {
    stubApi([]);
    const user = userEvent.setup();
    await openDashboard();
    await user.click(bell());
    expect(screen.getByRole('dialog', { name: 'Near Expiry Items' })).toHaveTextContent(
      'No notifications',
    );
    expect(screen.queryByTestId('near-expiry-count')).not.toBeInTheDocument();
  });

  it('closes on its close button', async () => {
    stubApi(NEAR_EXPIRY);
    const user = userEvent.setup();
    await openDashboard();
    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Near Expiry Items' });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Near Expiry Items' })).not.toBeInTheDocument();
  });

  it('closes on a click outside it, but not on a click inside it', async () => {
    stubApi(NEAR_EXPIRY);
    const user = userEvent.setup();
    await openDashboard();
    await screen.findByTestId('near-expiry-count');
    await user.click(bell());
    await user.click(screen.getByText('Whole milk'));
    expect(screen.getByRole('dialog', { name: 'Near Expiry Items' })).toBeInTheDocument();

    await user.click(screen.getByText('Screen Dashboard'));
    expect(screen.queryByRole('dialog', { name: 'Near Expiry Items' })).not.toBeInTheDocument();
  });

  it('a second click on the bell closes the panel', async () => {
    stubApi([]);
    const user = userEvent.setup();
    await openDashboard();
    await user.click(bell());
    await user.click(bell());
    expect(screen.queryByRole('dialog', { name: 'Near Expiry Items' })).not.toBeInTheDocument();
  });

  it('polls every 30 seconds while signed in, and stops after Sign Out', async () => {
    useBellClocks();
    const calls = stubApi(NEAR_EXPIRY);
    // A poll still reading its answer makes the next tick skip (no stacked polls): before each
    // tick, wait until the previous answer is in (each one is saved as a new snapshot).
    const answered = async (before: ReturnType<typeof readLastNearExpiryList>) => {
      await waitFor(() => expect(readLastNearExpiryList()).not.toBe(before));
      return readLastNearExpiryList();
    };
    let last = readLastNearExpiryList();
    await openDashboard();
    await waitFor(() => expect(nearExpiryCalls(calls)).toBe(1));
    last = await answered(last);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(nearExpiryCalls(calls)).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(nearExpiryCalls(calls)).toBe(2);
    await answered(last);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(nearExpiryCalls(calls)).toBe(3);

    await act(async () => {
      screen.getAllByRole('button', { name: 'Sign Out' })[0]?.click();
      await vi.advanceTimersByTimeAsync(0);
    });
    await screen.findByRole('heading', { name: 'Welcome To Inventory Management' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(90_000);
    });
    expect(nearExpiryCalls(calls)).toBe(3);
  });

  it('a failed poll empties the list silently; a network failure shows the saved copy', async () => {
    useBellClocks();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    stubApi(NEAR_EXPIRY);
    await openDashboard();
    expect(await screen.findByTestId('near-expiry-count')).toHaveTextContent('3');
    expect(readLastNearExpiryList()?.entries).toHaveLength(3);

    stubFetch(() => errorResponse(500, 'Database unavailable.'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    // The failed answer is read through Response streams: wait for the list to empty.
    await waitFor(() => expect(screen.queryByTestId('near-expiry-count')).not.toBeInTheDocument());
    expect(alert).not.toHaveBeenCalled();
    // The last good answer is still kept for the offline layer.
    expect(readLastNearExpiryList()?.entries).toHaveLength(3);

    // A request that cannot reach the server is offline (design: a Wi-Fi with no route counts):
    // the bell then shows the saved copy instead, as the next test describes.
    stubFetch(() => undefined);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await waitFor(() => expect(screen.getByTestId('near-expiry-count')).toHaveTextContent('3'));
    expect(alert).not.toHaveBeenCalled();
  });

  it('offline, keeps the saved list and says it is the saved copy and from when', async () => {
    stubApi(NEAR_EXPIRY);
    const user = userEvent.setup();
    await openDashboard();
    expect(await screen.findByTestId('near-expiry-count')).toHaveTextContent('3');
    // The poll's answer is written to the device in the background.
    await waitFor(async () => expect(await readSavedNearExpiryList()).not.toBeNull());
    const savedAt = (await readSavedNearExpiryList())?.savedAt ?? 0;

    stubFetch(() => undefined);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Near Expiry Items' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    expect(panel).toHaveTextContent(savedCopyText(savedAt));
    expect(savedCopyText(Date.UTC(2026, 2, 7, 9, 5))).toMatch(/ 7 Mar, \d\d:05\.$/);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(panel).not.toHaveTextContent(savedCopyText(savedAt)));
  });
});
