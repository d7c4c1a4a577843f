import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../../../src/hooks/SessionContext';
import { useReloadOnSent } from '../../../src/hooks/useReloadOnSent';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { discardEntry, enqueue } from '../../../src/offline/outbox/index';
import { notifyOutboxSent } from '../../../src/offline/outbox/events';
import { clearTestSession, storeTestSession } from '../support/app-shell';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SessionProvider>{children}</SessionProvider>
);

function queueReceipt() {
  return enqueue({
    kind: 'receive',
    path: '/receive-items',
    body: {},
    summary: 'From Fresh Farms: 1 × Milk',
    userId: '1',
    userName: 'Alice',
  });
}

beforeEach(async () => {
  await resetDatabaseForTests();
  storeTestSession({ userName: 'Alice' });
});
afterEach(() => clearTestSession());

describe('a list reloads when its queued entries reach the server', () => {
  it('when the pending entry it shows is gone, even if no event reached it', async () => {
    const entry = await queueReceipt();
    const { result } = renderHook(() => useReloadOnSent('receive'), { wrapper });
    const first = result.current;
    // Let the outbox observation see the pending entry first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current).toBe(first);
    // Sent by another tab or the service worker: the entry leaves the outbox, no event here.
    await act(() => discardEntry(entry.id));
    await waitFor(() => expect(result.current).not.toBe(first));
  });

  it('when the sent event fires, and only for its own kind', async () => {
    const { result } = renderHook(() => useReloadOnSent('receive'), { wrapper });
    const first = result.current;
    act(() => notifyOutboxSent(['waste']));
    expect(result.current).toBe(first);
    act(() => notifyOutboxSent(['receive']));
    expect(result.current).not.toBe(first);
  });
});
