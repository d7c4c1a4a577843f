import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListEvent } from '../../../contract/events';
import { openSharedEventStream } from '../../../src/api/shared-events';
import { stubFetch, type FetchCall } from '../support/fake-api';
import { installFakeLocks } from '../support/fake-locks';
import { signIn, signOut } from '../support/session';

/** One `GET /events` the page opened: the test writes its frames. */
interface OpenedStream {
  call: FetchCall;
  aborted: () => boolean;
  send(event: ListEvent): void;
}

/** A browser tab's use of the shared stream: what it heard. */
function openTab() {
  const events: ListEvent[] = [];
  let opens = 0;
  const stop = openSharedEventStream({
    onEvent: (event) => events.push(event),
    onOpen: () => {
      opens += 1;
    },
  });
  return { events, opens: () => opens, stop };
}

describe('the event stream shared by the tabs of one browser', () => {
  let streams: OpenedStream[];
  let uninstall: () => void;
  const stops: (() => void)[] = [];

  beforeEach(() => {
    ({ uninstall } = installFakeLocks());
    signIn({ token: undefined });
    streams = [];
    stubFetch((call) => {
      if (call.pathname !== '/events') return undefined;
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start: (c) => {
          controller = c;
        },
      });
      const signal = call.init.signal ?? undefined;
      signal?.addEventListener('abort', () => controller.error(new DOMException('', 'AbortError')));
      streams.push({
        call,
        aborted: () => signal?.aborted ?? false,
        send: (event) =>
          controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`)),
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    uninstall();
    signOut();
    vi.unstubAllGlobals();
  });

  const tab = () => {
    const opened = openTab();
    stops.push(opened.stop);
    return opened;
  };

  it('opens one connection for two tabs, and both hear its events', async () => {
    const first = tab();
    const second = tab();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    await vi.waitFor(() => expect(first.opens()).toBe(1));
    // The other tab learns the stream (re)opened too: it catches up on what it missed.
    await vi.waitFor(() => expect(second.opens()).toBe(1));

    streams[0]?.send({ list: 'items', version: 7 });
    await vi.waitFor(() => expect(first.events).toEqual([{ list: 'items', version: 7 }]));
    await vi.waitFor(() => expect(second.events).toEqual([{ list: 'items', version: 7 }]));
    // Still one: the second tab never opened its own.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(streams).toHaveLength(1);
  });

  it('hands the stream to the other tab when the holding tab stops', async () => {
    const first = tab();
    const second = tab();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    first.stop();
    expect(streams[0]?.aborted()).toBe(true);
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    // Once relayed from the first tab's stream, once its own: it catches up on the gap.
    await vi.waitFor(() => expect(second.opens()).toBe(2));

    streams[1]?.send({ list: 'waste', version: 3 });
    await vi.waitFor(() => expect(second.events).toEqual([{ list: 'waste', version: 3 }]));
    expect(first.events).toEqual([]);
  });

  it('ignores what a stream of another user heard', async () => {
    tab();
    const follower = tab();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    // A tab still showing another user's session (signed out and in meanwhile) relays too.
    const otherTab = new BroadcastChannel('inventory-events');
    otherTab.postMessage({ kind: 'event', userId: '999', event: { list: 'orders', version: 1 } });
    otherTab.postMessage({ kind: 'event', userId: '1', event: { list: 'items', version: 2 } });
    otherTab.close();
    await vi.waitFor(() => expect(follower.events).toEqual([{ list: 'items', version: 2 }]));
  });

  it('closes the stream as soon as the page hides, and reopens it (a catch-up) when it shows', async () => {
    const setVisibility = (state: 'visible' | 'hidden') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      const only = tab();
      await vi.waitFor(() => expect(only.opens()).toBe(1));
      // WebKit and Firefox suspend a hidden page: its stream would die without a word.
      setVisibility('hidden');
      await vi.waitFor(() => expect(streams[0]?.aborted()).toBe(true), { timeout: 1_000 });
      setVisibility('visible');
      await vi.waitFor(() => expect(streams).toHaveLength(2));
      await vi.waitFor(() => expect(only.opens()).toBe(2));
    } finally {
      setVisibility('visible');
    }
  });
});
