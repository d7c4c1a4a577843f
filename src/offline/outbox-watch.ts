import { liveQuery } from 'dexie';
import { listOutbox, type OutboxEntry } from './outbox';

/** Observes one user's outbox live: the callback runs at once and after every change. */
export function watchOutbox(
  userId: string,
  onChange: (entries: OutboxEntry[]) => void,
): () => void {
  const subscription = liveQuery(() => listOutbox(userId)).subscribe({
    next: onChange,
    // A closed or deleted database (sign-out, tests) simply ends the observation.
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
