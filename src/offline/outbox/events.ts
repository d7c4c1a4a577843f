import { OUTBOX_KIND_NAMES, type OutboxKind } from './kinds';

/**
 * "Queued submissions reached the server" as a window event and a running count per kind. No
 * Dexie here, so the service worker registration (loaded with the login page) can announce it
 * cheaply. The count is what makes the news impossible to miss: a list mounted after the event
 * (a lazily loaded screen) still sees a count other than the one it rendered with.
 */
const SENT_EVENT = 'inventory:outbox-sent';

const sentCount = Object.fromEntries(OUTBOX_KIND_NAMES.map((kind) => [kind, 0])) as Record<
  OutboxKind,
  number
>;

/** Tells open lists that queued submissions of these kinds reached the server. */
export function notifyOutboxSent(kinds: readonly OutboxKind[]): void {
  if (kinds.length === 0 || typeof window === 'undefined') return;
  for (const kind of new Set(kinds)) sentCount[kind] += 1;
  window.dispatchEvent(new CustomEvent<readonly OutboxKind[]>(SENT_EVENT, { detail: kinds }));
}

/** How many times submissions of this kind were announced as sent since the app started. */
export function outboxSentCount(kind: OutboxKind): number {
  return sentCount[kind];
}

export function onOutboxSent(listener: (kinds: readonly OutboxKind[]) => void): () => void {
  const handle = (event: Event) => {
    listener((event as CustomEvent<readonly OutboxKind[]>).detail);
  };
  window.addEventListener(SENT_EVENT, handle);
  return () => window.removeEventListener(SENT_EVENT, handle);
}

const QUEUED_EVENT = 'inventory:outbox-queued';

/** Tells the replay loop that a form saved an entry it could not send (outbox/submit.ts). */
export function notifyOutboxQueued(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(QUEUED_EVENT));
}

export function onOutboxQueued(listener: () => void): () => void {
  window.addEventListener(QUEUED_EVENT, listener);
  return () => window.removeEventListener(QUEUED_EVENT, listener);
}
