import { database, type OutboxRecord } from './database';

/**
 * The outbox: every stock submission (received, PO receive, waste, order create) is written here
 * first and sent from here with its id as the Idempotency-Key, so nothing typed on the dock is
 * lost and nothing is counted twice. No React and no fetch here: the caller passes `send`, so a
 * service worker can run the same replay.
 */
export type OutboxKind =
  | 'receive'
  | 'po-receive'
  | 'waste'
  | 'order'
  | 'stocktake'
  | 'stocktake-count'
  | 'stocktake-count-delete';

export type OutboxStatus = 'pending' | 'failed' | 'paused';

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
  userName: string;
  createdAt: number;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: number | null;
}

/** What one attempt to send an entry came to, as the sender saw it. */
export type SendOutcome =
  | { kind: 'accepted'; response: unknown }
  | { kind: 'rejected'; message: string }
  | { kind: 'unauthorized' }
  | { kind: 'unreachable' };

export type SendEntry = (entry: OutboxEntry) => Promise<SendOutcome>;

/** Sorts HTTP results into outcomes: 2xx accepted; 401 pauses; other 4xx refuses; the rest retries. */
export function classifyStatus(status: number, message: string | null): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'accepted', response: null };
  if (status === 401) return { kind: 'unauthorized' };
  // 408 and 429 are the network or the server asking for patience, not a verdict on the entry.
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return {
      kind: 'rejected',
      message: message ?? genericRefusal(status),
    };
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

export function newEntryId(): string {
  return crypto.randomUUID();
}

export async function enqueue(
  fields: Pick<OutboxEntry, 'kind' | 'path' | 'body' | 'summary' | 'userName' | 'method'> & {
    id?: string;
  },
): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    id: fields.id ?? newEntryId(),
    kind: fields.kind,
    path: fields.path,
    ...(fields.method ? { method: fields.method } : {}),
    body: fields.body,
    summary: fields.summary,
    userName: fields.userName,
    createdAt: Date.now(),
    status: 'pending',
    attempts: 0,
    lastError: null,
    lastAttemptAt: null,
  };
  await database().outbox.add(entry);
  return entry;
}

/** Entries of one user, oldest first (the order they were made in). */
export async function listOutbox(userName: string): Promise<OutboxEntry[]> {
  const rows = await database().outbox.where('userName').equals(userName).toArray();
  return (rows as OutboxEntry[]).sort((a, b) => a.createdAt - b.createdAt);
}

export async function discardEntry(id: string): Promise<void> {
  await database().outbox.delete(id);
}

/** Retry puts a failed or paused entry back in the queue; it keeps its id, so its key. */
export async function retryEntry(id: string): Promise<void> {
  await database().outbox.update(id, { status: 'pending', lastError: null });
}

/** After the same user signs in again, their paused entries go back in the queue. */
export async function resumePaused(userName: string): Promise<void> {
  await database()
    .outbox.where('userName')
    .equals(userName)
    .and((row) => row.status === 'paused')
    .modify({ status: 'pending' });
}

export interface ReplayReport {
  sent: { entry: OutboxEntry; response: unknown }[];
  failed: OutboxEntry[];
  /** Stopped early: the network is down (unreachable) or the session ended (unauthorized). */
  stoppedBy: 'unreachable' | 'unauthorized' | null;
}

/** Sends one entry and records the outcome; returns it for the replay loop. */
export async function sendEntry(entry: OutboxEntry, send: SendEntry): Promise<SendOutcome> {
  const outbox = database().outbox;
  const attempt = { attempts: entry.attempts + 1, lastAttemptAt: Date.now() };
  let outcome: SendOutcome;
  try {
    outcome = await send(entry);
  } catch {
    outcome = { kind: 'unreachable' };
  }
  switch (outcome.kind) {
    case 'accepted':
      await outbox.delete(entry.id);
      break;
    case 'rejected':
      await outbox.update(entry.id, { ...attempt, status: 'failed', lastError: outcome.message });
      break;
    case 'unauthorized':
      await outbox
        .where('userName')
        .equals(entry.userName)
        .and((row) => row.status === 'pending')
        .modify({ status: 'paused' });
      await outbox.update(entry.id, attempt);
      break;
    case 'unreachable':
      await outbox.update(entry.id, attempt);
      break;
  }
  return outcome;
}

/**
 * Sends the user's pending entries oldest first. A network failure or a 5xx stops the round
 * (later entries wait, so order is kept); a 401 pauses the user's queue until they sign in.
 */
export async function replayOutbox(userName: string, send: SendEntry): Promise<ReplayReport> {
  const report: ReplayReport = { sent: [], failed: [], stoppedBy: null };
  const pending = (await listOutbox(userName)).filter((entry) => entry.status === 'pending');
  for (const entry of pending) {
    // Another tab may have sent or discarded it since the list was read.
    const current = (await database().outbox.get(entry.id)) as OutboxEntry | undefined;
    if (current?.status !== 'pending') continue;
    const outcome = await sendEntry(current, send);
    if (outcome.kind === 'accepted')
      report.sent.push({ entry: current, response: outcome.response });
    else if (outcome.kind === 'rejected')
      report.failed.push({ ...current, status: 'failed', lastError: outcome.message });
    else {
      report.stoppedBy = outcome.kind;
      break;
    }
  }
  return report;
}

/** One replay at a time across tabs (and the service worker), where Web Locks exist. */
export async function replayExclusively(
  userName: string,
  send: SendEntry,
): Promise<ReplayReport | null> {
  // jsdom and old browsers lack Web Locks; there a single tab is the only sender anyway.
  const locks: LockManager | undefined =
    typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  if (!locks) return replayOutbox(userName, send);
  return locks.request('inventory-outbox-replay', { ifAvailable: true }, async (lock) =>
    lock ? replayOutbox(userName, send) : null,
  );
}
