import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplayReport } from '../../../src/offline/outbox/replay';

/** Each round of the loop: resolved by the test, so a trigger can arrive while one runs. */
const rounds: { resolve: (report: ReplayReport) => void }[] = [];

vi.mock('../../../src/offline/outbox/replay', () => ({
  replayExclusively: () =>
    new Promise<ReplayReport>((resolve) => {
      rounds.push({ resolve });
    }),
}));

const { startReplayLoop } = await import('../../../src/offline/outbox/replay-loop');

const unreachable: ReplayReport = {
  sent: [],
  failed: [],
  stoppedBy: 'unreachable',
  nextDueAt: null,
};
const done: ReplayReport = { sent: [], failed: [], stoppedBy: null, nextDueAt: null };

function end(round: number, report: ReplayReport) {
  const started = rounds[round];
  if (!started) throw new Error(`round ${round + 1} never started`);
  started.resolve(report);
}

const stops: (() => void)[] = [];
function start() {
  const stop = startReplayLoop({ userId: '7', send: vi.fn(), intervalMs: 30_000 });
  stops.push(stop);
  return stop;
}

describe('the outbox replay loop', () => {
  beforeEach(() => {
    rounds.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => {
    // A failed test must not leave its loop listening for the next one's events.
    for (const stop of stops.splice(0)) stop();
    vi.useRealTimers();
  });

  it('runs again at once when the browser comes back online during a round', async () => {
    start();
    expect(rounds).toHaveLength(1);

    // The round started while the network was down; the browser is back before it ends.
    window.dispatchEvent(new Event('online'));
    end(0, unreachable);
    await vi.advanceTimersByTimeAsync(0);

    // Not after the unreachable round's pause, nor after the 30 s timer: now.
    expect(rounds).toHaveLength(2);
    end(1, done);
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toHaveLength(2);
  });

  it('runs one more round, not one per trigger, for triggers during a round', async () => {
    start();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    end(0, done);
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toHaveLength(2);
    end(1, done);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rounds).toHaveLength(2);
  });

  it('starts no round after it is stopped, even for a trigger during the last one', async () => {
    const stop = start();
    window.dispatchEvent(new Event('online'));
    stop();
    end(0, done);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(rounds).toHaveLength(1);
  });
});
