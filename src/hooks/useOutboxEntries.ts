import { useEffect, useState } from 'react';
import { useSession } from '../app/SessionContext';
import type { OutboxEntry, OutboxKind } from '../offline/outbox';
import { watchOutbox } from '../offline/outbox-watch';

/** The signed-in user's outbox entries of one kind (pending, failed or paused), oldest first. */
export function useOutboxEntries(kind: OutboxKind): OutboxEntry[] {
  const { session } = useSession();
  const userId = session?.userId ?? '';
  const [entries, setEntries] = useState<OutboxEntry[]>([]);

  useEffect(() => watchOutbox(userId, setEntries), [userId]);

  return entries.filter((entry) => entry.kind === kind && entry.userId === userId);
}
