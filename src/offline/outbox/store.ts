import { liveQuery } from 'dexie';
import { retryIfConnectionLost } from '../connection-lost';
import { database, type OutboxRecord } from '../database';
import type { OutboxEntry, OutboxStatus } from './entry';
import type { OutboxSubmission } from './kinds';
import type { SendEntry, SendOutcome } from './outcome';
import { PENDING_STATE } from './pending-state';
import { SEND_CLAIM_MS, backoffDelay } from './rules';
import { isSealed } from './sealing';

/**
 * The outbox's store: every stock submission (the seven kinds of kinds.ts: received, PO
 * receive, waste, order, stocktake, stocktake count and count delete) is written here first and
 * sent from here with its id as the Idempotency-Key, so nothing typed on the dock is lost and
 * nothing is counted twice. No React and no fetch here: the caller passes `send`, so a service
 * worker can run the same replay (replay.ts). Timing rules: rules.ts.
 */

// The entry's types live in entry.ts (outcome.ts needs them too); importers keep reading them here.
export type { OutboxEntry, OutboxStatus } from './entry';

export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['pending', 'failed', 'paused', 'confirm'];

/** What a backing-off entry shows. */
export function serverErrorNote(status: number): string {
  return `The server could not process it (HTTP ${status}). It will be tried again.`;
}

/** What a refused entry shows: the server's message, or the status when it sent none. */
export function refusalNote(outcome: { status: number; message: string | null }): string {
  return outcome.message ?? `The server refused this submission (HTTP ${outcome.status}).`;
}

/** The two notes above, recognised where they are shown in the user's language (note-text.ts). */
export const SERVER_ERROR_NOTE =
  /^The server could not process it \(HTTP (\d+)\)\. It will be tried again\.$/;
export const REFUSAL_NOTE = /^The server refused this submission \(HTTP (\d+)\)\.$/;

export function newEntryId(): string {
  return crypto.randomUUID();
}

export type NewOutboxEntry = OutboxSubmission & {
  userId: string;
  userName: string;
  id?: string;
  /**
   * The site it is made at: the page's chosen site (useOutboxSubmit), stamped by the page since
   * the worker, which shares this module, has no local storage to read it from.
   */
  siteId?: number | null;
};

/**
 * Writes a new pending entry after every other entry on this device (next seq). `sending`: the
 * caller sends it at once, so it is written already claimed (claimEntry) and no replay round
 * (another tab, the service worker woken by Background Sync) can send it too.
 */
export async function enqueue(
  fields: NewOutboxEntry,
  { sending = false }: { sending?: boolean } = {},
): Promise<OutboxEntry> {
  const db = database();
  // Fixed before the first try: a try again after a lost connection never writes a second entry.
  const id = fields.id ?? newEntryId();
  const write = () =>
    db.transaction('rw', db.outbox, async () => {
      const written = (await db.outbox.get(id)) as OutboxEntry | undefined;
      if (written) return written;
      return addEntry(fields, id, sending);
    });
  return retryIfConnectionLost(write);
}

/** Inside enqueue's transaction: the entry, next in the device's order. */
async function addEntry(
  fields: NewOutboxEntry,
  id: string,
  sending: boolean,
): Promise<OutboxEntry> {
  const outbox = database().outbox;
  const siteId = fields.siteId ?? null;
  const last = await outbox.orderBy('seq').last();
  const entry = {
    id,
    kind: fields.kind,
    path: fields.path,
    body: fields.body,
    summary: fields.summary,
    userId: fields.userId,
    userName: fields.userName,
    // Only a known site is written: entries made with no site chosen stay as before sites.
    ...(siteId === null ? {} : { siteId }),
    seq: (last?.seq ?? 0) + 1,
    createdAt: Date.now(),
    ...PENDING_STATE,
    sendingUntil: sending ? Date.now() + SEND_CLAIM_MS : null,
  } as OutboxEntry;
  await outbox.add(entry as unknown as OutboxRecord);
  return entry;
}

/** Entries of one user, in the order they were made; sealed ones (sealing.ts) once opened. */
export async function listOutbox(userId: string): Promise<OutboxEntry[]> {
  if (!userId) return [];
  const rows = await retryIfConnectionLost(() =>
    database().outbox.where('userId').equals(userId).toArray(),
  );
  const open = rows.filter((row) => !isSealed(row)) as unknown as OutboxEntry[];
  return open.sort((a, b) => a.seq - b.seq);
}

export async function readEntry(id: string): Promise<OutboxEntry | undefined> {
  return (await retryIfConnectionLost(() => database().outbox.get(id))) as OutboxEntry | undefined;
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
    .and((row) => row.status === 'paused' && !isSealed(row))
    .modify({ status: 'pending' });
}

export type Claim =
  | { state: 'claimed'; entry: OutboxEntry }
  /** Another sender is sending it right now. */
  | { state: 'held' }
  /** Sent, discarded, no longer pending, or another user's since it was listed. */
  | { state: 'gone' };

/**
 * One sender per submission: claims a pending entry of this user for the caller to send, in one
 * IndexedDB transaction, which the browser runs one at a time across tabs and the service
 * worker. The idempotency key stays the server's safety net, not the mechanism. The claim ends
 * when the outcome is recorded (sendEntry) or lapses after SEND_CLAIM_MS.
 */
export async function claimEntry(
  id: string,
  userId: string,
  now: () => number = Date.now,
): Promise<Claim> {
  const db = database();
  // A claim lost with the connection was not written: the try again claims afresh.
  return retryIfConnectionLost(() =>
    db.transaction('rw', db.outbox, async (): Promise<Claim> => {
      const entry = (await db.outbox.get(id)) as OutboxEntry | undefined;
      if (entry?.status !== 'pending' || entry.userId !== userId || isSealed(entry)) {
        return { state: 'gone' };
      }
      if ((entry.sendingUntil ?? 0) > now()) return { state: 'held' };
      const sendingUntil = now() + SEND_CLAIM_MS;
      await db.outbox.update(id, { sendingUntil });
      return { state: 'claimed', entry: { ...entry, sendingUntil } };
    }),
  );
}

/**
 * Sends one entry the caller holds the claim on (claimEntry, or enqueue's `sending`) and
 * records the outcome, which ends the claim; returns it for the replay loop.
 */
export async function sendEntry(
  entry: OutboxEntry,
  send: SendEntry,
  now: () => number = Date.now,
): Promise<SendOutcome> {
  let outcome: SendOutcome;
  try {
    outcome = await send(entry);
  } catch {
    outcome = { kind: 'unreachable' };
  }
  // The outcome is recorded even if the connection is lost meanwhile: an accepted entry left in
  // the outbox would be sent again (the key saves the server from doubling it, not the user from
  // seeing it pending).
  await retryIfConnectionLost(() => recordOutcome(entry, outcome, now()));
  return outcome;
}

/** Writes what one send came to (sendEntry); the claim ends with it. */
async function recordOutcome(entry: OutboxEntry, outcome: SendOutcome, at: number): Promise<void> {
  const outbox = database().outbox;
  const attempt = { attempts: entry.attempts + 1, lastAttemptAt: at, sendingUntil: null };
  switch (outcome.kind) {
    case 'accepted':
      await outbox.delete(entry.id);
      break;
    case 'rejected':
      await outbox.update(entry.id, {
        ...attempt,
        status: 'failed',
        lastError: refusalNote(outcome),
      });
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
