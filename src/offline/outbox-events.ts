import type { OutboxKind } from './outbox';

/**
 * "Queued submissions reached the server" as a window event. No Dexie here, so the service
 * worker registration (loaded with the login page) can announce it cheaply.
 */
const SENT_EVENT = 'inventory:outbox-sent';

/** Tells open lists that queued submissions of these kinds reached the server. */
export function notifyOutboxSent(kinds: readonly OutboxKind[]): void {
  if (kinds.length === 0 || typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<readonly OutboxKind[]>(SENT_EVENT, { detail: kinds }));
}

export function onOutboxSent(listener: (kinds: readonly OutboxKind[]) => void): () => void {
  const handle = (event: Event) => {
    listener((event as CustomEvent<readonly OutboxKind[]>).detail);
  };
  window.addEventListener(SENT_EVENT, handle);
  return () => window.removeEventListener(SENT_EVENT, handle);
}
