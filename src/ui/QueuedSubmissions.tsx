import { PendingSubmissions } from './PendingSubmissions';
import { entryFormPath } from '../offline/outbox/kinds';
import type { OutboxEntry } from '../offline/outbox/store';
import { useOutboxActions } from '../hooks/useOutboxActions';

/**
 * A list screen's own entries still in the outbox, above its table, wired to the outbox: a
 * failed one opens in its form, an old one is sent on confirmation or discarded.
 */
export function QueuedSubmissions({
  entries,
  editable = true,
}: {
  entries: readonly OutboxEntry[];
  /** False where a refused entry has no form to be corrected in (it can only be discarded). */
  editable?: boolean;
}) {
  const { confirm, discard } = useOutboxActions();
  return (
    <PendingSubmissions
      entries={entries}
      editPath={editable ? entryFormPath : undefined}
      onConfirm={(id) => void confirm(id)}
      onDiscard={(id) => void discard(id)}
    />
  );
}
