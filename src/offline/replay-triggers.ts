import { replayExclusively, type ReplayReport, type SendEntry } from './outbox';

export interface ReplayLoopOptions {
  userName: string;
  send: SendEntry;
  intervalMs?: number;
  onReport?: (report: ReplayReport) => void;
}

/**
 * Replays the outbox at start, whenever the browser comes back online, and on a timer (the
 * `online` event is not reliable on every device). Returns a stop function.
 */
/** When another tab or the service worker holds the replay lock: look again this soon. */
const BUSY_RETRY_MS = 1_500;

export function startReplayLoop({
  userName,
  send,
  intervalMs = 30_000,
  onReport,
}: ReplayLoopOptions) {
  let running = false;
  let busyRetry: number | undefined;
  let stopped = false;
  const run = async () => {
    if (stopped || running || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
    running = true;
    try {
      const report = await replayExclusively(userName, send);
      if (report) onReport?.(report);
      // Someone else was sending (another tab, the worker's Background Sync): their round may
      // have started before an entry was added or stopped on a flaky network, so look again.
      else retryWhenFree();
    } catch {
      // The database closed or failed mid-round (sign-out, another tab upgrading it): every
      // entry is still where it was, and the next trigger tries again.
    } finally {
      running = false;
    }
  };
  const trigger = () => void run();
  const retryWhenFree = () => {
    if (!stopped) busyRetry = window.setTimeout(trigger, BUSY_RETRY_MS);
  };
  window.addEventListener('online', trigger);
  const timer = window.setInterval(trigger, intervalMs);
  trigger();
  return () => {
    stopped = true;
    window.removeEventListener('online', trigger);
    window.clearInterval(timer);
    window.clearTimeout(busyRetry);
  };
}
