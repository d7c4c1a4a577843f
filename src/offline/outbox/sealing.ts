import { database, type OutboxRecord } from '../database';

/**
 * Sealed entries (issue 32, row 11): at Sign Out, what a user's unsent submissions say (item,
 * quantity, path, their name, the server's message) is encrypted with their outbox key, a secret
 * the server keeps per user (GET /me/outbox-key) and the device holds only while they are
 * signed in, and the clear text leaves the device in the same transaction as the key. The next
 * person at the device reads ids, times and kinds, nothing else; at the user's next sign-in the
 * key comes back from the server and the entries open again, with the same id, so the same
 * Idempotency-Key: sent exactly once, as before.
 */

/** What is sealed: everything an entry says about the submission and its user. */
const SEALED_FIELDS = [
  'kind',
  'path',
  'body',
  'summary',
  'userName',
  'lastError',
  'status',
] as const;
type SealedPayload = Partial<Record<(typeof SEALED_FIELDS)[number], unknown>>;

export interface SealedBox {
  /** AES-GCM nonce, base64. */
  iv: string;
  /** Ciphertext with its tag, base64; the entry's id is its additional data. */
  data: string;
}

/** The signed-in user's key, kept while they are signed in (with the token, no more exposed). */
const KEY_ROW = 'outbox-key';

interface KeptKey {
  userId: string;
  key: string;
}

export function isSealed(record: object): boolean {
  return 'sealed' in record && record.sealed !== undefined && record.sealed !== null;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function importKey(raw: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64(raw), 'AES-GCM', false, ['encrypt', 'decrypt']);
}

async function sealPayload(key: CryptoKey, id: string, payload: SealedPayload): Promise<SealedBox> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const additionalData = new TextEncoder().encode(id);
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, plain);
  return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

async function openPayload(key: CryptoKey, id: string, box: SealedBox): Promise<SealedPayload> {
  const additionalData = new TextEncoder().encode(id);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(box.iv), additionalData },
    key,
    fromBase64(box.data),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as SealedPayload;
}

/** Keeps the signed-in user's key on the device until their session ends. */
export async function keepOutboxKey(userId: string, key: string): Promise<void> {
  await database().keyValue.put({ key: KEY_ROW, value: { userId, key } satisfies KeptKey });
}

/** The key kept for `userId`, or null (none kept, or another user's). */
export async function keptOutboxKey(userId: string): Promise<string | null> {
  const value = (await database().keyValue.get(KEY_ROW))?.value as Partial<KeptKey> | undefined;
  return value?.userId === userId && typeof value.key === 'string' ? value.key : null;
}

/**
 * The user's session ends on this device (Sign Out, expiry, a 401): their entries are sealed
 * with their kept key, and the key leaves, in one transaction. An entry sent or discarded
 * meanwhile stays gone. Without a kept key (a session from before sealing, or one whose key never
 * arrived) the entries stay as they are and the key row is still removed. Answers how many were
 * sealed.
 */
export async function sealEntriesOf(userId: string | null): Promise<number> {
  const db = database();
  const raw = userId ? await keptOutboxKey(userId) : null;
  const sealed: { id: string; box: SealedBox }[] = [];
  if (userId && raw) {
    const key = await importKey(raw);
    const rows = await db.outbox.where('userId').equals(userId).toArray();
    for (const row of rows) {
      if (isSealed(row)) continue;
      const payload: SealedPayload = {};
      for (const field of SEALED_FIELDS) payload[field] = row[field];
      sealed.push({ id: row.id, box: await sealPayload(key, row.id, payload) });
    }
  }
  // WebCrypto cannot run inside an IndexedDB transaction: the boxes are made first, then
  // written where their entry is still there and still open.
  return db.transaction('rw', [db.outbox, db.keyValue], async () => {
    let count = 0;
    for (const { id, box } of sealed) {
      const current = await db.outbox.get(id);
      if (!current || isSealed(current)) continue;
      await db.outbox.put(sealedRecord(current, box));
      count += 1;
    }
    await db.keyValue.delete(KEY_ROW);
    return count;
  });
}

/** A sealed entry: its place in the queue, its owner's id and counters; paused until opened. */
function sealedRecord(record: OutboxRecord, box: SealedBox): OutboxRecord {
  const {
    kind: _kind,
    path: _path,
    body: _body,
    summary: _summary,
    lastError: _error,
    ...kept
  } = record;
  return { ...kept, status: 'paused', userName: '', sealed: box };
}

/**
 * The user is signed in: their key is fetched once (`fetchKey`, the server's) and kept, and their
 * sealed entries open, each with the status it had, so the replay sends them as before. A key
 * that cannot be fetched now (no network) leaves them sealed for the next try. Answers how many
 * were opened.
 */
export async function openSealedEntries(
  userId: string,
  fetchKey: () => Promise<string>,
): Promise<number> {
  const db = database();
  let raw = await keptOutboxKey(userId);
  if (!raw) {
    raw = await fetchKey();
    await keepOutboxKey(userId, raw);
  }
  const rows = (await db.outbox.where('userId').equals(userId).toArray()).filter(isSealed);
  if (rows.length === 0) return 0;
  const key = await importKey(raw);
  const opened: { id: string; payload: SealedPayload }[] = [];
  for (const row of rows) {
    opened.push({ id: row.id, payload: await openPayload(key, row.id, row.sealed as SealedBox) });
  }
  return db.transaction('rw', db.outbox, async () => {
    let count = 0;
    for (const { id, payload } of opened) {
      const current = await db.outbox.get(id);
      if (!current || !isSealed(current)) continue;
      const { sealed: _box, ...rest } = current;
      await db.outbox.put({ ...rest, ...payload });
      count += 1;
    }
    return count;
  });
}
