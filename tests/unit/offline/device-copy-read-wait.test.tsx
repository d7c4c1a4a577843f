import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeviceCopy, type DeviceSource } from '../../../src/hooks/useDeviceCopy';

/**
 * A large device copy (the items) is read once its refresh has settled, at most
 * `readAfterRefreshMs` later: the refresh's write then goes before the read of every row.
 */

interface Probe {
  source: DeviceSource<string>;
  reads: number;
  settle: () => void;
}

function probe(readAfterRefreshMs?: number, refreshSettles = true): Probe {
  let settle: () => void = () => undefined;
  const state: Probe = {
    reads: 0,
    settle: () => settle(),
    source: {
      key: 'items',
      read: () => {
        state.reads += 1;
        return Promise.resolve({ data: 'saved', savedAt: 1 });
      },
      refresh: () =>
        new Promise<void>((resolve) => {
          if (refreshSettles) settle = resolve;
        }),
      readAfterRefreshMs,
    },
  };
  return state;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a device copy read after its refresh', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is read at once when the source does not ask to wait', async () => {
    const state = probe();
    const { result } = renderHook(() => useDeviceCopy(state.source));
    await waitFor(() => expect(result.current.data).toBe('saved'));
    expect(state.reads).toBe(1);
  });

  it('is read only once the refresh under way has settled', async () => {
    const state = probe(5_000);
    const { result } = renderHook(() => useDeviceCopy(state.source));
    await pause(100);
    expect(state.reads).toBe(0);
    expect(result.current.read).toBe(false);
    state.settle();
    await waitFor(() => expect(result.current.data).toBe('saved'));
    expect(state.reads).toBe(1);
  });

  it('waits no longer than it says for a refresh that does not answer', async () => {
    const state = probe(150, false);
    const { result } = renderHook(() => useDeviceCopy(state.source));
    await pause(50);
    expect(state.reads).toBe(0);
    await waitFor(() => expect(result.current.data).toBe('saved'), { timeout: 1_000 });
  });

  it('reads nothing once the screen has gone', async () => {
    const state = probe(100, false);
    const { unmount } = renderHook(() => useDeviceCopy(state.source));
    unmount();
    await pause(250);
    expect(state.reads).toBe(0);
  });

  // Issue 32 row 12: under load, the refresh settled (or the wait ran out) after the test's
  // environment was gone and the wait's timer touched `window`: "window is not defined".
  it.each([
    ['the refresh settles', true],
    ['the wait runs out', false],
  ])('touches no timer once the screen has gone and %s', async (_, refreshSettles) => {
    const state = probe(100, refreshSettles);
    const { unmount } = renderHook(() => useDeviceCopy(state.source));
    await pause(20);
    unmount();
    // Asked for before the spies, so its own timer is not counted.
    const waited = pause(250);
    const setTimer = vi.spyOn(window, 'setTimeout');
    const clearTimer = vi.spyOn(window, 'clearTimeout');
    state.settle();
    await waited;
    expect(setTimer).not.toHaveBeenCalled();
    expect(clearTimer).not.toHaveBeenCalled();
    expect(state.reads).toBe(0);
  });
});
