import type { ListEvent } from '../../contract/events';
import { readAccessToken } from '../lib/session-storage';
import { tokenUserId } from '../lib/token-claims';
import { HIDDEN_CLOSE_MS, openEventStream, type EventStreamHandlers } from './events';

/** Held by the one tab of this browser that reads `GET /events` for all of them. */
const STREAM_LOCK = 'inventory-event-stream';
/** What that tab heard, passed on to the app's other tabs. */
const RELAY_CHANNEL = 'inventory-events';

/** A relayed notice names the user whose stream heard it: a tab of another user ignores it. */
type RelayedNotice =
  { kind: 'open'; userId: string } | { kind: 'event'; userId: string; event: ListEvent };

/**
 * The live event stream shared by the app's tabs (design: Live updates): the server allows a
 * user a few streams (4), one per device, so the tabs of a browser hold one between them. The
 * tab holding a Web Lock reads the stream (openEventStream) and relays what it hears on a
 * BroadcastChannel; the others wait for the lock, so when that tab closes, signs out or stays
 * hides (HIDDEN_CLOSE_MS), the next waiting tab takes over at once (and, the stream opening
 * anew, every tab catches up through onOpen). Without Web Locks or BroadcastChannel (old
 * browsers) each tab reads its own stream, as before. Returns a stop function.
 */
export function openSharedEventStream(handlers: EventStreamHandlers): () => void {
  const maybeLocks: LockManager | undefined =
    typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  if (!maybeLocks || typeof BroadcastChannel === 'undefined') return openEventStream(handlers);
  const locks = maybeLocks;
  const channel = new BroadcastChannel(RELAY_CHANNEL);
  let stopped = false;
  let leading = false;
  /** The pending or granted request for the lock; null while this tab does not seek it. */
  let request: AbortController | null = null;
  let resignLead: (() => void) | null = null;
  let hiddenTimer: number | undefined;

  const currentUser = () => tokenUserId(readAccessToken());

  function relay(notice: { kind: 'open' } | { kind: 'event'; event: ListEvent }): void {
    const userId = currentUser();
    if (userId !== null) channel.postMessage({ ...notice, userId } satisfies RelayedNotice);
  }

  channel.onmessage = (message: MessageEvent<RelayedNotice>) => {
    const notice = message.data;
    if (stopped || leading || notice.userId !== currentUser()) return;
    if (notice.kind === 'open') handlers.onOpen();
    else handlers.onEvent(notice.event);
  };

  /** Holds the lock (the returned promise) while this tab reads the stream for every tab. */
  function lead(granted: AbortController): Promise<void> {
    if (stopped || request !== granted) return Promise.resolve();
    leading = true;
    const stopStream = openEventStream({
      onOpen() {
        handlers.onOpen();
        relay({ kind: 'open' });
      },
      onEvent(event) {
        handlers.onEvent(event);
        relay({ kind: 'event', event });
      },
    });
    return new Promise<void>((resolve) => {
      resignLead = () => {
        resignLead = null;
        leading = false;
        stopStream();
        resolve();
      };
    });
  }

  function seekLead(): void {
    if (stopped || request) return;
    const current = new AbortController();
    request = current;
    locks
      .request(STREAM_LOCK, { signal: current.signal }, () => lead(current))
      // Aborted while waiting: this tab stopped or stayed hidden.
      .catch(() => undefined)
      .finally(() => {
        if (request === current) request = null;
      });
  }

  /** Leaves the queue, or hands the stream to the next tab waiting. */
  function resign(): void {
    request?.abort();
    request = null;
    resignLead?.();
  }

  function onVisibility(): void {
    window.clearTimeout(hiddenTimer);
    if (document.visibilityState === 'hidden') {
      hiddenTimer = window.setTimeout(resign, HIDDEN_CLOSE_MS);
    } else seekLead();
  }

  document.addEventListener('visibilitychange', onVisibility);
  seekLead();
  if (document.visibilityState === 'hidden') onVisibility();
  return () => {
    stopped = true;
    window.clearTimeout(hiddenTimer);
    document.removeEventListener('visibilitychange', onVisibility);
    resign();
    channel.close();
  };
}
