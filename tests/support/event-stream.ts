import type { ListEvent } from '../../contract/events';
import { API_BASE_PATH, ENDPOINTS } from '../../contract/paths';

/** An open `GET /events` stream read as a client would: its events and its comment lines. */
export interface EventStreamReader {
  status: number;
  events: ListEvent[];
  comments: string[];
  /** Whether the stream has ended (closed here, or ended by the server). */
  readonly ended: boolean;
  /** Resolves with the first event (already received or to come) that matches. */
  waitFor(match: (event: ListEvent) => boolean, timeoutMs?: number): Promise<ListEvent>;
  waitForComment(text: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Opens the stream on a listening server (origin: `http://127.0.0.1:port`). */
export async function openEventStream(
  origin: string,
  token: string | null,
): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await fetch(`${origin}${API_BASE_PATH}${ENDPOINTS.events}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const events: ListEvent[] = [];
  const comments: string[] = [];
  let wake: () => void = () => undefined;
  let ended = !response.ok;
  const reader: EventStreamReader = {
    status: response.status,
    events,
    comments,
    get ended() {
      return ended;
    },
    async waitFor(match, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No matching event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, left);
        });
      }
    },
    async waitForComment(text, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (!comments.includes(text)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No "${text}" comment; got ${JSON.stringify(comments)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, left);
        });
      }
    },
    close: () => controller.abort(),
  };
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffered = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffered += decoder.decode(chunk, { stream: true });
          let end = buffered.indexOf('\n\n');
          while (end >= 0) {
            for (const line of buffered.slice(0, end).split('\n')) {
              if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as ListEvent);
              else if (line.startsWith(': ')) comments.push(line.slice(2));
            }
            buffered = buffered.slice(end + 2);
            end = buffered.indexOf('\n\n');
          }
          wake();
        }
      } catch {
        // Aborted by close(), or the server ended the stream.
      } finally {
        ended = true;
        wake();
      }
    })();
  } else {
    await response.body?.cancel();
  }
  return reader;
}
