import { liveQuery } from 'dexie';
import { database } from './database';

/** The newest time any cached list (reference data or a list page) was saved, or null. */
export async function newestSavedAt(): Promise<number | null> {
  const db = database();
  const [meta, pages] = await Promise.all([db.cacheMeta.toArray(), db.listPages.toArray()]);
  const times = [...meta, ...pages].map((row) => row.savedAt);
  return times.length > 0 ? Math.max(...times) : null;
}

/** Observes newestSavedAt live; returns a stop function. */
export function watchNewestSavedAt(onChange: (savedAt: number | null) => void): () => void {
  const subscription = liveQuery(newestSavedAt).subscribe({
    next: onChange,
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
