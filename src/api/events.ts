import type { ListEvent } from '../../contract/events';
import { ENDPOINTS } from '../../contract/paths';
import { currentLanguage } from '../i18n';
import { readAccessToken } from '../lib/session-storage';
import { readChosenSiteId } from '../lib/site-choice';
import { API_ROOT } from './http';

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;
/**
 * Hidden, the stream closes at once, and showing the page reopens it (then a delta, onOpen):
 * WebKit and Firefox suspend a background page and its stream dies without a word
 * (htmx#3640), so a stream kept open while hidden would only look alive. A phone in a pocket
 * pays nothing either.
 */
export const HIDDEN_CLOSE_MS = 0;

export interface EventStreamHandlers {
  onEvent(event: ListEvent): void;
  /** The stream is open (first time or again): what changed meanwhile was not heard. */
  onOpen(): void;
}

/** The stream is text: an event is kept only when it names a list and a version (contract/events.ts). */
function isListEvent(value: unknown): value is ListEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    'list' in value &&
    typeof value.list === 'string' &&
    'version' in value &&
    typeof value.version === 'number'
  );
}

/**
 * Live events name their site (design: Sites and transfers): another site's stock changed is
 * not this device's news. An event without one (shared lists, a server before sites), or a
 * device with no site chosen, hears it.
 */
export function isForChosenSite(
  value: object,
  chosen: number | null = readChosenSiteId(),
): boolean {
  if (!('siteId' in value) || typeof value.siteId !== 'number' || chosen === null) return true;
  return value.siteId === chosen;
}

function parseEvent(data: string): ListEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    return isListEvent(value) && isForChosenSite(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * `GET /events` read with fetch (EventSource cannot send the token header): reconnects with
 * backoff after a drop, closes when the page hides and reopens when it shows.
 * Returns a stop function.
 */
export function openEventStream(handlers: EventStreamHandlers): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: number | undefined;
  let hiddenTimer: number | undefined;

  async function readOnce(signal: AbortSignal): Promise<void> {
    const token = readAccessToken();
    if (!token) throw new Error('Signed out');
    const response = await fetch(`${API_ROOT}${ENDPOINTS.events}`, {
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'text/event-stream',
        'Accept-Language': currentLanguage(),
      },
      signal,
      cache: 'no-store',
    });
    if (!response.ok || !response.body) throw new Error(`Events answered ${response.status}`);
    retryMs = FIRST_RETRY_MS;
    handlers.onOpen();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffered += value;
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        for (const line of buffered.slice(0, end).split('\n')) {
          const event = line.startsWith('data: ') ? parseEvent(line.slice(6)) : null;
          if (event) handlers.onEvent(event);
        }
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf('\n\n');
      }
    }
  }

  function connect(): void {
    if (stopped || controller) return;
    const current = new AbortController();
    controller = current;
    readOnce(current.signal)
      .catch(() => undefined)
      .finally(() => {
        if (controller !== current) return;
        controller = null;
        if (stopped || document.visibilityState === 'hidden') return;
        retryTimer = window.setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      });
  }

  function disconnect(): void {
    window.clearTimeout(retryTimer);
    const current = controller;
    controller = null;
    current?.abort();
  }

  function onVisibility(): void {
    window.clearTimeout(hiddenTimer);
    if (document.visibilityState === 'hidden') {
      hiddenTimer = window.setTimeout(disconnect, HIDDEN_CLOSE_MS);
    } else {
      retryMs = FIRST_RETRY_MS;
      connect();
    }
  }

  function onOnline(): void {
    window.clearTimeout(retryTimer);
    retryMs = FIRST_RETRY_MS;
    connect();
  }

  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  connect();
  return () => {
    stopped = true;
    window.clearTimeout(hiddenTimer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
    disconnect();
  };
}
