import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../contract/paths';
import { database, resetDatabaseForTests } from '../../../src/offline/database';
import { forgetSignedOutUser } from '../../../src/offline/device-data';
import { sendOutboxEntry } from '../../../src/offline/outbox/page-sender';
import { replayOutbox } from '../../../src/offline/outbox/replay';
import { openSealedEntries } from '../../../src/offline/outbox/sealing';
import { enqueue, listOutbox, resumePaused } from '../../../src/offline/outbox/store';
import { stubFetch } from '../support/fake-api';
import { jsonResponse } from '../support/json';
import { makeToken, signIn, signOut } from '../support/session';

const ALICE = '7';
const BOB = '8';

/** What the server keeps per user (GET /me/outbox-key): 32 random bytes, base64url. */
function newServerKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
const SERVER_KEYS = new Map([
  [ALICE, newServerKey()],
  [BOB, newServerKey()],
]);
const keyOf = (userId: string) => () => Promise.resolve(SERVER_KEYS.get(userId) ?? '');

/** A waste report typed on the dock, with words and numbers that must not show in clear. */
const WASTE = {
  kind: 'waste',
  path: '/receive-items/waste',
  body: { itemId: 13579, quantity: 987654, reason: 'Damaged: pallet dropped by forklift' },
  summary: 'Waste: 987654 × Wholegrain Mustard (Damaged)',
  userId: ALICE,
  userName: 'Alice Dockworker',
} as const;
const CLEAR_WORDS = [
  '13579',
  '987654',
  'Wholegrain Mustard',
  'Alice',
  'Dockworker',
  'forklift',
  'waste',
];

function signInAs(userId: string, userName: string): void {
  signIn({ token: makeToken(3600, Date.now(), userId), userName });
}

/** The app's Sign Out (Layout.signOutNow): the device's data of the user, then the session. */
async function signOutAs(userId: string): Promise<void> {
  const forgotten = forgetSignedOutUser(userId);
  signOut();
  await forgotten;
}

async function storedJson(): Promise<string> {
  return JSON.stringify(await database().outbox.toArray());
}

describe('unsent entries after Sign Out anyway (issue 32, row 11)', () => {
  let entryId = '';
  beforeEach(async () => {
    await resetDatabaseForTests();
    // Alice signs in: the app fetches and keeps her key; she queues a waste report offline.
    signInAs(ALICE, WASTE.userName);
    await openSealedEntries(ALICE, keyOf(ALICE));
    entryId = (await enqueue(WASTE)).id;
    await signOutAs(ALICE);
  });
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('keeps nothing of the submission or its user readable on the device', async () => {
    const stored = await storedJson();
    for (const word of CLEAR_WORDS) expect(stored).not.toContain(word);
    const [record] = await database().outbox.toArray();
    expect(record).toMatchObject({ id: entryId, userId: ALICE, userName: '', status: 'paused' });
    expect(record).not.toHaveProperty('body');
    expect(record).not.toHaveProperty('summary');
    // Nor the key it was sealed with.
    const keyValue = JSON.stringify(await database().keyValue.toArray());
    for (const key of SERVER_KEYS.values()) expect(keyValue).not.toContain(key);
  });

  it("another user's sign-in neither sends nor reveals it", async () => {
    signInAs(BOB, 'Bob');
    const calls = stubFetch(() => jsonResponse({}, 201));
    expect(await openSealedEntries(BOB, keyOf(BOB))).toBe(0);
    await resumePaused(BOB);
    expect((await replayOutbox(BOB, sendOutboxEntry)).sent).toEqual([]);
    expect(await listOutbox(BOB)).toEqual([]);
    expect(calls).toEqual([]);
    await signOutAs(BOB);
    const stored = await storedJson();
    for (const word of CLEAR_WORDS) expect(stored).not.toContain(word);
  });

  it('is not sent while sealed, even if paused entries are resumed first', async () => {
    signInAs(ALICE, WASTE.userName);
    const calls = stubFetch(() => jsonResponse({}, 201));
    await resumePaused(ALICE);
    await replayOutbox(ALICE, sendOutboxEntry);
    expect(calls).toEqual([]);
    expect(await database().outbox.count()).toBe(1);
  });

  it("opens at the same user's next sign-in and is sent once, with the same Idempotency-Key", async () => {
    signInAs(ALICE, WASTE.userName);
    const calls = stubFetch(() => jsonResponse({ ID: 1 }, 201));
    expect(await openSealedEntries(ALICE, keyOf(ALICE))).toBe(1);
    const [opened] = await listOutbox(ALICE);
    // With the status it had when sealed: pending, so the next round sends it.
    expect(opened).toMatchObject({ ...WASTE, id: entryId, status: 'pending' });
    await resumePaused(ALICE);

    await replayOutbox(ALICE, sendOutboxEntry);
    await replayOutbox(ALICE, sendOutboxEntry);

    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/receive-items/waste');
    expect(calls[0]?.body).toEqual(WASTE.body);
    expect(calls[0]?.headers[IDEMPOTENCY_HEADER]).toBe(entryId);
    expect(await database().outbox.count()).toBe(0);
  });

  it('stays sealed while the key cannot be fetched, and opens when it can', async () => {
    signInAs(ALICE, WASTE.userName);
    const offline = () => Promise.reject(new TypeError('fetch failed'));
    await expect(openSealedEntries(ALICE, offline)).rejects.toThrow('fetch failed');
    expect(await listOutbox(ALICE)).toEqual([]);
    expect(await openSealedEntries(ALICE, keyOf(ALICE))).toBe(1);
    expect((await listOutbox(ALICE)).map((entry) => entry.id)).toEqual([entryId]);
  });
});
