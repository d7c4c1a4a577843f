import { onOutboxQueued } from './events';
import type { SendEntry } from './outcome';
import { replayExclusively, type ReplayReport } from './replay';
import { backoffDelay } from './rules';

export interface ReplayLoopOptions {
  userId: string;
  send: SendEntry;
  intervalMs?: number;
  onReport?: (report: ReplayReport) => void;
  /** Runs (and is awaited) before each round: e.g. opening sealed entries once the key comes. */
  beforeRound?: () => Promise<unknown>;
  /**
   * Whether the server answers now (a cheap request, src/api/connectivity-probe.ts): asked while
   * entries wait for the network, so they leave soon after it returns. Without one, rounds back
   * off as for a server error.
   */
  probe?: () => Promise<boolean>;
}

/** When another tab or the service worker holds the replay lock or an entry: look again this soon. */
const BUSY_RETRY_MS = 1_500;

/**
 * How often the server is probed while entries wait for it, start to start: with the probe's own
 * timeout (2 s) an entry leaves within 5 s of the server answering again (issue 37).
 */
export const PROBE_INTERVAL_MS = 2_500;

/**
 * Replays the user's outbox at start, whenever the browser comes back online, when the page is
 * shown again (brought to the foreground, restored from the back/forward cache) and on a timer:
 * Firefox and Safari have no Background Sync, and `navigator.onLine` stays true on a Wi-Fi that
 * lost its route. Sooner when there is a reason: once a round or a form found no server, the
 * server is probed every PROBE_INTERVAL_MS and the next round starts as soon as it answers
 * (meanwhile only the timer's rounds post); an entry backing off is tried when it is due.
 * Nothing is probed while nothing waits for the network, the browser says it is offline (its
 * `online` event replays) or the page is hidden, so an idle phone does not poll. Returns a stop
 * function.
 */
export function startReplayLoop({
  userId,
  send,
  intervalMs = 30_000,
  onReport,
  beforeRound,
  probe,
}: ReplayLoopOptions) {
  let running = false;
  // A trigger that came while a round was running (the browser back online, an entry due): that
  // round may have read the outbox or met the network before the reason, so run once more after.
  let again = false;
  let soon: number | undefined;
  let stopped = false;
  let unreachableRounds = 0;
  // Probing has been used for this outage: a probe answered, yet the round it started found no
  // server (a gateway's 503, posts refused). Probing again would post every few seconds; the
  // rounds' backoff paces them until a success, `online` or the page shown again.
  let probeSpent = false;
  // The server answers: whatever the rounds' backoff says, try now.
  const probing = startProbing(probe, () => trigger());
  /** Entries wait for the network: probe for it, unless probing was spent on this outage. */
  const waitForServer = (): boolean => {
    if (probing.isActive()) return true;
    if (!probe || probeSpent) return false;
    probeSpent = true;
    probing.start();
    return true;
  };
  const runSoon = (delay: number) => {
    if (stopped) return;
    window.clearTimeout(soon);
    soon = window.setTimeout(trigger, Math.max(0, Math.min(delay, intervalMs)));
  };
  const afterRound = (report: ReplayReport) => {
    if (report.stoppedBy === 'busy') return runSoon(BUSY_RETRY_MS);
    if (report.stoppedBy === 'unreachable') {
      unreachableRounds += 1;
      // While probing no round is scheduled: a Wi-Fi without route holds each post until its
      // timeout (20 s), and the probe finds the server sooner with a few bytes.
      if (!waitForServer()) runSoon(backoffDelay(unreachableRounds));
      return;
    }
    unreachableRounds = 0;
    probeSpent = false;
    probing.stop();
    if (report.nextDueAt !== null) runSoon(report.nextDueAt - Date.now());
  };
  const run = async () => {
    if (stopped || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      if (beforeRound) await beforeRound();
      const report = await replayExclusively(userId, send);
      if (!report) {
        // Someone else was sending (another tab, the worker's Background Sync): their round may
        // have started before an entry was added or stopped on a flaky network, so look again.
        runSoon(BUSY_RETRY_MS);
        return;
      }
      onReport?.(report);
      afterRound(report);
    } catch {
      // The database closed or failed mid-round (sign-out, another tab upgrading it): every
      // entry is still where it was, and the next trigger tries again.
    } finally {
      running = false;
      if (again) {
        again = false;
        trigger();
      }
    }
  };
  const trigger = () => void run();
  // A reason to believe the network or the page is back: start afresh, at once.
  const resume = () => {
    unreachableRounds = 0;
    probeSpent = false;
    trigger();
  };
  // A form saved an entry it could not send: probe for the server rather than post it again.
  // During a round the round's outcome would decide for an entry it never saw: one more round
  // after it meets the entry, and the network, itself.
  const onQueued = () => {
    // A new save is a new reason to look for the server, even when a probe that answered was
    // followed by a round that found none (an answer cut as the network dropped again).
    probeSpent = false;
    if (running) again = true;
    else waitForServer();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') resume();
    probing.setHidden(document.visibilityState === 'hidden');
  };
  window.addEventListener('online', resume);
  window.addEventListener('pageshow', resume);
  const stopQueued = onOutboxQueued(onQueued);
  document.addEventListener('visibilitychange', onVisibility);
  const timer = window.setInterval(trigger, intervalMs);
  trigger();
  return () => {
    stopped = true;
    probing.stop();
    window.removeEventListener('online', resume);
    window.removeEventListener('pageshow', resume);
    stopQueued();
    document.removeEventListener('visibilitychange', onVisibility);
    window.clearInterval(timer);
    window.clearTimeout(soon);
  };
}

interface Probing {
  isActive: () => boolean;
  start: () => void;
  stop: () => void;
  /** A hidden page probes not at all: showing it again replays at once anyway. */
  setHidden: (hidden: boolean) => void;
}

/**
 * Asks `probe` every PROBE_INTERVAL_MS (start to start, one at a time) from start() until it
 * answers true, then calls `onAnswer` once and rests until started again.
 */
function startProbing(probe: (() => Promise<boolean>) | undefined, onAnswer: () => void): Probing {
  let active = false;
  let hidden = false;
  let timer: number | undefined;
  // Bumped by stop(): an answer to an earlier probe run is ignored.
  let generation = 0;
  const next = (delay: number) => {
    window.clearTimeout(timer);
    if (active && !hidden) timer = window.setTimeout(tick, delay);
  };
  const tick = () => {
    if (!probe) return;
    if (typeof navigator !== 'undefined' && !navigator.onLine) return next(PROBE_INTERVAL_MS);
    const mine = generation;
    const startedAt = Date.now();
    probe().then(
      (answered) => {
        if (mine !== generation || !active) return;
        if (!answered) return next(PROBE_INTERVAL_MS - (Date.now() - startedAt));
        active = false;
        onAnswer();
      },
      () => {
        if (mine === generation) next(PROBE_INTERVAL_MS);
      },
    );
  };
  return {
    isActive: () => active,
    start() {
      if (!probe || active) return;
      active = true;
      next(PROBE_INTERVAL_MS);
    },
    stop() {
      active = false;
      generation += 1;
      window.clearTimeout(timer);
    },
    setHidden(isHidden) {
      hidden = isHidden;
      next(hidden ? 0 : PROBE_INTERVAL_MS);
    },
  };
}
