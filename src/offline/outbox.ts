import { database, type OutboxRecord } from './database';
import { backoffDelay, holdsLine, needsConfirmation } from './outbox-rules';

/**
 * The outbox: every stock submission (received, PO receive, waste, order create) is written here
 * first and sent from here with its id as the Idempotency-Key, so nothing typed on the dock is
 * lost and nothing is counted twice. No React and no fetch here: the caller passes `send`, so a
 * service worker can run the same replay. Timing rules: outbox-rules.ts.
 */
export type OutboxKind =
  | 'receive'
  | 'po-receive'
  | 'waste'
  | 'order'
  | 'stocktake'
  | 'stocktake-count'
  | 'stocktake-count-delete';

/**
 * pending: waits to be sent; failed: refused (4xx), to be corrected in its form or discarded;
 * paused: the server asked for a sign-in (401), resumes when its user signs in; confirm: too old
 * to be sent blindly, waits for the user's confirmation.
 */
export type OutboxStatus = 'pending' | 'failed' | 'paused' | 'confirm';

export interface OutboxEntry extends OutboxRecord {
  id: string;
  kind: OutboxKind;
  /** API path relative to the API root, e.g. /receive-items. */
  path: string;
  /** POST unless said otherwise (deleting a stocktake count is a DELETE). */
  method?: 'POST' | 'DELETE';
  body: unknown;
  /** What a person sees in the pending list, e.g. "Waste: 2 × Milk (Damaged)". */
  summary: string;
  /** Whose entry it is (the token's `sub`): sent only with a token of this user. */
  userId: string;
  /** Shown beside the entry; the id, not the name, decides whose it is. */
  userName: string;
  /** Monotonic on this device: the order entries were made in (createdAt may tie). */
  seq: number;
  createdAt: number;
  status: OutboxStatus;
  attempts: number;
  /** Consecutive server errors (5xx), for the entry's own backoff. */
  serverErrors: number;
  /** Not sent before this time (ms) while backing off; null when due. */
  nextAttemptAt: number | null;
  /** When the user confirmed sending an entry older than the server keeps keys. */
  confirmedAt: number | null;
  lastError: string | null;
  lastAttemptAt: number | null;
}

/** What one attempt to send an entry came to, as the sender saw it. */
export type SendOutcome =
  | { kind: 'accepted'; response: unknown }
  | { kind: 'rejected'; message: string }
  | { kind: 'unauthorized' }
  /** No usable answer: no network, a timeout, a captive portal, a gateway or busy server. */
  | { kind: 'unreachable' }
  /** The server answered with an error of its own (5xx): this entry backs off. */
  | { kind: 'server-error'; status: number };

export type SendEntry = (entry: OutboxEntry) => Promise<SendOutcome>;

/** Sorts HTTP results into outcomes: 2xx accepted; 401 pauses; other 4xx refuses; the rest retries. */
export function classifyStatus(status: number, message: string | null): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'accepted', response: null };
  if (status === 401) return { kind: 'unauthorized' };
  // 408 and 429 are the network or the server asking for patience, not a verdict on the entry.
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return { kind: 'rejected', message: message ?? genericRefusal(status) };
  }
  // A gateway or an unavailable server says nothing about this entry: the whole round waits.
  if (status >= 500 && status !== 502 && status !== 503 && status !== 504) {
    return { kind: 'server-error', status };
  }
  return { kind: 'unreachable' };
}

/** What a refused entry shows when the server sent no message of its own. */
export function genericRefusal(status: number): string {
  return `The server refused this submission (HTTP ${status}).`;
}

/** True when a refusal carries no server message: a form then shows its spec fallback. */
export function isGenericRefusal(message: string): boolean {
  return /^The server refused this submission \(HTTP \d+\)\.$/.test(message);
}

/** What a backing-off entry shows. */
export function serverErrorNote(status: number): string {
  return `The server could not process it (HTTP ${status}). It will be tried again.`;
}

export function newEntryId(): string {
  return crypto.randomUUID();
}

export type NewOutboxEntry = Pick<
  OutboxEntry,
  'kind' | 'path' | 'body' | 'summary' | 'userId' | 'userName' | 'method'
> & { id?: string };

/** Writes a new pending entry after every other entry on this device (next seq). */
export async function enqueue(fields: NewOutboxEntry): Promise<OutboxEntry> {
  const db = database();
  return db.transaction('rw', db.outbox, async () => {
    const last = await db.outbox.orderBy('seq').last();
    const entry: OutboxEntry = {
      id: fields.id ?? newEntryId(),
      kind: fields.kind,
      path: fields.path,
      ...(fields.method ? { method: fields.method } : {}),
      body: fields.body,
      summary: fields.summary,
      userId: fields.userId,
      userName: fields.userName,
      seq: (last?.seq ?? 0) + 1,
      createdAt: Date.now(),
      status: 'pending',
      attempts: 0,
      serverErrors: 0,
      nextAttemptAt: null,
      confirmedAt: null,
      lastError: null,
      lastAttemptAt: null,
    };
    await db.outbox.add(entry);
    return entry;
  });
}

/** Entries of one user, in the order they were made. */
export async function listOutbox(userId: string): Promise<OutboxEntry[]> {
  if (!userId) return [];
  const rows = await database().outbox.where('userId').equals(userId).toArray();
  return (rows as OutboxEntry[]).sort((a, b) => a.seq - b.seq);
}

export async function readEntry(id: string): Promise<OutboxEntry | undefined> {
  return (await database().outbox.get(id)) as OutboxEntry | undefined;
}

export async function discardEntry(id: string): Promise<void> {
  await database().outbox.delete(id);
}

/**
 * Retry sends a pending or paused entry at the next round, backoff forgotten; it keeps its id,
 * so its key. A failed entry is not retried: the server keeps its refusal under that key, so it
 * is corrected in its form and sent as a new submission (replaceEntry).
 */
export async function retryEntry(id: string): Promise<void> {
  await database()
    .outbox.where('id')
    .equals(id)
    .and((row) => row.status === 'pending' || row.status === 'paused')
    .modify({ status: 'pending', nextAttemptAt: null, serverErrors: 0 });
}

/** The user confirmed an old entry: it is sent (with its key) at the next round. */
export async function confirmEntry(id: string): Promise<void> {
  await database()
    .outbox.where('id')
    .equals(id)
    .and((row) => row.status === 'confirm')
    .modify({ status: 'pending', confirmedAt: Date.now() });
}

/** After the same user signs in again, their paused entries go back in the queue. */
export async function resumePaused(userId: string): Promise<void> {
  await database()
    .outbox.where('userId')
    .equals(userId)
    .and((row) => row.status === 'paused')
    .modify({ status: 'pending' });
}

export interface ReplayReport {
  sent: { entry: OutboxEntry; response: unknown }[];
  failed: OutboxEntry[];
  /** Stopped early: the network is down (unreachable) or the session ended (unauthorized). */
  stoppedBy: 'unreachable' | 'unauthorized' | null;
  /** The earliest time a backing-off entry is due again, or null. */
  nextDueAt: number | null;
}

/** Sends one entry and records the outcome; returns it for the replay loop. */
export async function sendEntry(
  entry: OutboxEntry,
  send: SendEntry,
  now: () => number = Date.now,
): Promise<SendOutcome> {
  const outbox = database().outbox;
  let outcome: SendOutcome;
  try {
    outcome = await send(entry);
  } catch {
    outcome = { kind: 'unreachable' };
  }
  const attempt = { attempts: entry.attempts + 1, lastAttemptAt: now() };
  switch (outcome.kind) {
    case 'accepted':
      await outbox.delete(entry.id);
      break;
    case 'rejected':
      await outbox.update(entry.id, { ...attempt, status: 'failed', lastError: outcome.message });
      break;
    case 'unauthorized':
      await outbox
        .where('userId')
        .equals(entry.userId)
        .and((row) => row.status === 'pending')
        .modify({ status: 'paused' });
      await outbox.update(entry.id, attempt);
      break;
    case 'server-error': {
      const serverErrors = entry.serverErrors + 1;
      await outbox.update(entry.id, {
        ...attempt,
        serverErrors,
        nextAttemptAt: attempt.lastAttemptAt + backoffDelay(serverErrors),
        lastError: serverErrorNote(outcome.status),
      });
      break;
    }
    case 'unreachable':
      await outbox.update(entry.id, attempt);
      break;
  }
  return outcome;
}

/**
 * Sends the user's pending entries in the order they were made. A network failure stops the
 * round; a 5xx backs the entry off (holding later ones back only at first, see outbox-rules);
 * a 401 pauses the user's queue until they sign in; an entry too old to be sent blindly waits
 * for the user's confirmation.
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
    const outcome = await sendEntry(entry, send, now);
    if (outcome.kind === 'accepted') report.sent.push({ entry, response: outcome.response });
    else if (outcome.kind === 'rejected')
      report.failed.push({ ...entry, status: 'failed', lastError: outcome.message });
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

/**
 * Entries kept from before user ids (database version 2, unbound) are claimed by the first
 * user of their name to sign in on this device.
 */
export async function claimUnboundEntries(userId: string, userName: string): Promise<void> {
  await database()
    .outbox.filter((row) => row.userId === '' && row.userName === userName)
    .modify({ userId });
}
