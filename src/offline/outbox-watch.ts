import { liveQuery } from 'dexie';
import { listOutbox, type OutboxEntry, type OutboxKind } from './outbox';

/** Observes one user's outbox live: the callback runs at once and after every change. */
export function watchOutbox(
  userName: string,
  onChange: (entries: OutboxEntry[]) => void,
): () => void {
  const subscription = liveQuery(() => listOutbox(userName)).subscribe({
    next: onChange,
    // A closed or deleted database (sign-out, tests) simply ends the observation.
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}

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
