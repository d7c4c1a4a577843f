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
}

/** When another tab or the service worker holds the replay lock or an entry: look again this soon. */
const BUSY_RETRY_MS = 1_500;

/**
 * Replays the user's outbox at start, whenever the browser comes back online, and on a timer
 * (the `online` event is not reliable on every device). Sooner when there is a reason: a round
 * that found no server (a portal, a Wi-Fi without route, `navigator.onLine` still true) looks
 * again after a growing pause, and an entry backing off is tried when it is due. Returns a stop
 * function.
 */
export function startReplayLoop({
  userId,
  send,
  intervalMs = 30_000,
  onReport,
  beforeRound,
}: ReplayLoopOptions) {
  let running = false;
  // A trigger that came while a round was running (the browser back online, an entry due): that
  // round may have read the outbox or met the network before the reason, so run once more after.
  let again = false;
  let soon: number | undefined;
  let stopped = false;
  let unreachableRounds = 0;
  const runSoon = (delay: number) => {
    if (stopped) return;
    window.clearTimeout(soon);
    soon = window.setTimeout(trigger, Math.max(0, Math.min(delay, intervalMs)));
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
      if (report.stoppedBy === 'busy') runSoon(BUSY_RETRY_MS);
      else if (report.stoppedBy === 'unreachable') {
        unreachableRounds += 1;
        runSoon(backoffDelay(unreachableRounds));
      } else {
        unreachableRounds = 0;
        if (report.nextDueAt !== null) runSoon(report.nextDueAt - Date.now());
      }
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
  const onOnline = () => {
    unreachableRounds = 0;
    trigger();
  };
  window.addEventListener('online', onOnline);
  const timer = window.setInterval(trigger, intervalMs);
  trigger();
  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
    window.clearInterval(timer);
    window.clearTimeout(soon);
  };
}
