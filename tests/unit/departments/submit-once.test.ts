import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmitOnce } from '../../../src/hooks/useSubmitOnce';

describe('useSubmitOnce (the create forms’ locked submitting state)', () => {
  it('ignores a second run while the first is in flight, then unlocks', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    let finish: () => void = () => undefined;
    let started = 0;
    const task = () =>
      new Promise<void>((resolve) => {
        started += 1;
        finish = resolve;
      });

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(task);
      // Same render, before React could re-render: the ref guard alone must stop this one.
      void result.current.run(task);
    });
    expect(started).toBe(1);
    expect(result.current.busy).toBe(true);

    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);

    await act(async () => {
      const again = result.current.run(task);
      finish();
      await again;
    });
    expect(started).toBe(2);
  });

  it('unlocks after a task that throws', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('boom'))).catch(() => undefined);
    });
    expect(result.current.busy).toBe(false);
  });
});
