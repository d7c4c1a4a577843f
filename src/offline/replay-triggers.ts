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
export function startReplayLoop({
  userName,
  send,
  intervalMs = 30_000,
  onReport,
}: ReplayLoopOptions) {
  let running = false;
  const run = async () => {
    if (running || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
    running = true;
    try {
      const report = await replayExclusively(userName, send);
      if (report) onReport?.(report);
    } catch {
      // The database closed or failed mid-round (sign-out, another tab upgrading it): every
      // entry is still where it was, and the next trigger tries again.
    } finally {
      running = false;
    }
  };
  const trigger = () => void run();
  window.addEventListener('online', trigger);
  const timer = window.setInterval(trigger, intervalMs);
  trigger();
  return () => {
    window.removeEventListener('online', trigger);
    window.clearInterval(timer);
  };
}
