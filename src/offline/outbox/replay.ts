import { database } from '../database';
import type { SendEntry } from './outcome';
import { backoffDelay, holdsLine, needsConfirmation } from './rules';
import {
  claimEntry,
  listOutbox,
  readEntry,
  refusalNote,
  sendEntry,
  type OutboxEntry,
} from './store';

export interface ReplayReport {
  sent: { entry: OutboxEntry; response: unknown }[];
  failed: OutboxEntry[];
  /**
   * Stopped early: the network is down (unreachable), the session ended (unauthorized), or
   * another sender is sending the next entry (busy; the later ones wait, so order is kept).
   */
  stoppedBy: 'unreachable' | 'unauthorized' | 'busy' | null;
  /** The earliest time a backing-off entry is due again, or null. */
  nextDueAt: number | null;
}

/**
 * Sends the user's pending entries in the order they were made. A network failure stops the
 * round; a 5xx backs the entry off (holding later ones back only at first, see outbox-rules);
 * a 401 pauses the user's queue until they sign in; an entry too old to be sent blindly waits
 * for the user's confirmation. Each entry is claimed before it is sent (store.ts, claimEntry):
 * one the page is sending at that moment is not sent again.
 */
export async function replayOutbox(
  userId: string,
  send: SendEntry,
  now: () => number = Date.now,
): Promise<ReplayReport> {
  const report: ReplayReport = { sent: [], failed: [], stoppedBy: null, nextDueAt: null };
  const outbox = database().outbox;
  const due = (at: number) => {
    report.nextDueAt = report.nextDueAt === null ? at : Math.min(report.nextDueAt, at);
  };
  for (const listed of await listOutbox(userId)) {
    // Another tab may have sent, discarded or paused it since the list was read.
    const entry = await readEntry(listed.id);
    if (entry?.status !== 'pending' || entry.userId !== userId) continue;
    if (needsConfirmation(entry.createdAt, entry.confirmedAt ?? null, now())) {
      await outbox.update(entry.id, { status: 'confirm' });
      continue;
    }
    if (entry.nextAttemptAt !== null && entry.nextAttemptAt > now()) {
      due(entry.nextAttemptAt);
      if (holdsLine(entry.serverErrors)) break;
      continue;
    }
    const claim = await claimEntry(entry.id, userId, now);
    if (claim.state === 'gone') continue;
    if (claim.state === 'held') {
      report.stoppedBy = 'busy';
      break;
    }
    const outcome = await sendEntry(claim.entry, send, now);
    if (outcome.kind === 'accepted') report.sent.push({ entry, response: outcome.response });
    else if (outcome.kind === 'rejected')
      report.failed.push({ ...entry, status: 'failed', lastError: refusalNote(outcome) });
    else if (outcome.kind === 'server-error') {
      const serverErrors = entry.serverErrors + 1;
      due(now() + backoffDelay(serverErrors));
      if (holdsLine(serverErrors)) break;
    } else {
      report.stoppedBy = outcome.kind;
      break;
    }
  }
  return report;
}

/** One replay at a time across tabs (and the service worker), where Web Locks exist. */
export async function replayExclusively(
  userId: string,
  send: SendEntry,
): Promise<ReplayReport | null> {
  // jsdom and old browsers lack Web Locks; there a single tab is the only sender anyway.
  const locks: LockManager | undefined =
    typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  if (!locks) return replayOutbox(userId, send);
  return locks.request('inventory-outbox-replay', { ifAvailable: true }, async (lock) =>
    lock ? replayOutbox(userId, send) : null,
  );
}
