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
const { notifyOutboxQueued } = await import('../../../src/offline/outbox/events');

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
function start(probe?: () => Promise<boolean>) {
  const stop = startReplayLoop({ userId: '7', send: vi.fn(), intervalMs: 30_000, probe });
  stops.push(stop);
  return stop;
}

/** A probe whose answer the test sets: the server is down until `serverUp` is true. */
function fakeProbe() {
  const state = { serverUp: false, calls: 0 };
  const probe = () => {
    state.calls += 1;
    return Promise.resolve(state.serverUp);
  };
  return { state, probe };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
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

  describe('without Background Sync, navigator.onLine never changing (issue 37)', () => {
    afterEach(() => setVisibility('visible'));

    it('sends within 5 s of the server answering again, after an outage long enough to back off', async () => {
      const { state, probe } = fakeProbe();
      start(probe);
      // A long outage: every round finds no server, the rounds' pause grows to its 30 s cap.
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        const last = rounds.length - 1;
        end(last, unreachable);
        await vi.advanceTimersByTimeAsync(1_000);
        while (rounds.length === last + 1 && Date.now() < deadline) {
          await vi.advanceTimersByTimeAsync(1_000);
        }
      }
      const roundsBefore = rounds.length;
      const roundsEnded = rounds.length - 1;
      end(roundsEnded, unreachable);
      await vi.advanceTimersByTimeAsync(0);

      state.serverUp = true;
      await vi.advanceTimersByTimeAsync(5_000);
      expect(rounds.length).toBeGreaterThan(roundsBefore);
    });

    it('probes at most every 2.5 s while an entry waits, and not at all once nothing waits', async () => {
      const { state, probe } = fakeProbe();
      start(probe);
      end(0, unreachable);
      await vi.advanceTimersByTimeAsync(10_000);
      // 2.5, 5, 7.5 and 10 s after the round.
      expect(state.calls).toBe(4);

      state.serverUp = true;
      await vi.advanceTimersByTimeAsync(2_500);
      const sending = rounds.length - 1;
      end(sending, done);
      await vi.advanceTimersByTimeAsync(0);
      const callsWhenDone = state.calls;
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      for (let round = sending + 1; round < rounds.length; round += 1) end(round, done);
      expect(state.calls).toBe(callsWhenDone);
    });

    it('does not probe again after a probe answered and the round still found no server', async () => {
      const { state, probe } = fakeProbe();
      state.serverUp = true;
      start(probe);
      end(0, unreachable);
      await vi.advanceTimersByTimeAsync(2_500);
      expect(state.calls).toBe(1);
      // The probe answered; the round it started meets a gateway's 503.
      expect(rounds).toHaveLength(2);
      end(1, unreachable);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(state.calls).toBe(1);
      // The rounds back off on their own (4 s after the second unreachable round).
      expect(rounds).toHaveLength(3);
    });

    it('probes instead of posting again when a form saved an entry it could not send', async () => {
      const { state, probe } = fakeProbe();
      start(probe);
      end(0, done);
      await vi.advanceTimersByTimeAsync(0);
      notifyOutboxQueued();
      await vi.advanceTimersByTimeAsync(7_500);
      expect(state.calls).toBe(3);
      // No round posts meanwhile (a Wi-Fi without route would hold each post for 20 s).
      expect(rounds).toHaveLength(1);
      state.serverUp = true;
      await vi.advanceTimersByTimeAsync(2_500);
      expect(rounds).toHaveLength(2);
    });

    it('finds the server again within 5 s after each of several outages', async () => {
      const { state, probe } = fakeProbe();
      start(probe);
      end(0, done);
      await vi.advanceTimersByTimeAsync(0);
      for (let outage = 1; outage <= 3; outage += 1) {
        state.serverUp = false;
        notifyOutboxQueued();
        for (let second = 0; second < 15; second += 1) {
          await vi.advanceTimersByTimeAsync(1_000);
          // The timer's rounds meet no server.
          for (const round of rounds.slice(-1)) round.resolve(unreachable);
        }
        const before = rounds.length;
        state.serverUp = true;
        await vi.advanceTimersByTimeAsync(5_000);
        expect(rounds.length, `outage ${outage}`).toBeGreaterThan(before);
        end(rounds.length - 1, done);
        await vi.advanceTimersByTimeAsync(0);
      }
    });

    it('probes for an entry saved while a round was still finishing', async () => {
      const { state, probe } = fakeProbe();
      start(probe);
      // The round that sends the last entry is still recording it when a form saves the next.
      notifyOutboxQueued();
      end(0, done);
      await vi.advanceTimersByTimeAsync(0);
      expect(rounds).toHaveLength(2);
      end(1, unreachable);
      await vi.advanceTimersByTimeAsync(7_500);
      expect(state.calls).toBe(3);
      state.serverUp = true;
      await vi.advanceTimersByTimeAsync(2_500);
      expect(rounds).toHaveLength(3);
    });

    it('probes for a new save even after a probe answered and its round found no server', async () => {
      const { state, probe } = fakeProbe();
      state.serverUp = true;
      start(probe);
      end(0, unreachable);
      await vi.advanceTimersByTimeAsync(2_500);
      // The probe answered; the answer to the round's post was cut as the network dropped again.
      end(1, unreachable);
      state.serverUp = false;
      await vi.advanceTimersByTimeAsync(0);
      notifyOutboxQueued();
      await vi.advanceTimersByTimeAsync(2_500);
      expect(state.calls).toBe(2);
      state.serverUp = true;
      const before = rounds.length;
      await vi.advanceTimersByTimeAsync(2_500);
      expect(rounds.length).toBeGreaterThan(before);
    });

    it('still replays on the timer when the probe never answers (a health route not served)', async () => {
      const { state, probe } = fakeProbe();
      start(probe);
      end(0, unreachable);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(state.calls).toBe(12);
      expect(rounds).toHaveLength(2);
    });

    it('does not probe while the page is hidden, and replays at once when it is shown', async () => {
      const { state, probe } = fakeProbe();
      start(probe);
      end(0, unreachable);
      setVisibility('hidden');
      await vi.advanceTimersByTimeAsync(20_000);
      expect(state.calls).toBe(0);
      const roundsHidden = rounds.length;
      for (let round = 1; round < roundsHidden; round += 1) end(round, unreachable);
      await vi.advanceTimersByTimeAsync(0);

      setVisibility('visible');
      await vi.advanceTimersByTimeAsync(0);
      expect(rounds.length).toBe(roundsHidden + 1);
    });

    it('replays at once on pageshow (a page restored from the back/forward cache)', async () => {
      start();
      end(0, done);
      await vi.advanceTimersByTimeAsync(0);
      window.dispatchEvent(new Event('pageshow'));
      await vi.advanceTimersByTimeAsync(0);
      expect(rounds).toHaveLength(2);
    });
  });
});
