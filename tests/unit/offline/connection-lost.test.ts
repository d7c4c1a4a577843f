import type { DBCore, DBCoreMutateRequest, DBCoreTable } from 'dexie';
import { forceCloseDatabase } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { isConnectionLost } from '../../../src/offline/connection-lost';
import { database, resetDatabaseForTests } from '../../../src/offline/database';
import { replayOutbox } from '../../../src/offline/outbox/replay';
import { enqueue, listOutbox, sendEntry } from '../../../src/offline/outbox/store';

/**
 * WebKit's "Connection to Indexed Database server lost" (issue 37): fake-indexeddb lets running
 * transactions finish when a database is force-closed, so a middleware plays WebKit's part: the
 * next write of the chosen kind fails with WebKit's error while the connection is closed under
 * Dexie (fake-indexeddb's forced close, which fires the connection's `close` event).
 */
const lose = { nextWrite: null as DBCoreMutateRequest['type'] | null, times: 0 };

function connectionLost(): Error {
  const error = new Error(
    'Connection to Indexed Database server lost. Refresh the page to try again',
  );
  error.name = 'UnknownError';
  return error;
}

function losingTable(table: DBCoreTable): DBCoreTable {
  return {
    ...table,
    mutate(request) {
      if (table.name === 'outbox' && lose.nextWrite === request.type && lose.times > 0) {
        lose.times -= 1;
        const idb = database().backendDB() as unknown as Parameters<typeof forceCloseDatabase>[0];
        forceCloseDatabase(idb);
        return Promise.reject(connectionLost());
      }
      return table.mutate(request);
    },
  };
}

const clerkEntry = (summary: string) => ({
  kind: 'waste' as const,
  path: '/receive-items/waste',
  body: { reason: summary },
  summary,
  userId: '7',
  userName: 'clerk',
});

describe('the IndexedDB connection lost under an operation (WebKit)', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
    lose.nextWrite = null;
    lose.times = 0;
    database().use({
      stack: 'dbcore',
      name: 'webkit-connection-lost',
      create: (down: DBCore): DBCore => ({
        ...down,
        table: (name) => losingTable(down.table(name)),
      }),
    });
  });

  it('keeps a saved form exactly once when the write loses the connection', async () => {
    await enqueue(clerkEntry('first'));
    lose.nextWrite = 'add';
    lose.times = 1;
    const entry = await enqueue(clerkEntry('second'));
    expect(lose.times).toBe(0);
    const saved = await listOutbox('7');
    expect(saved.map(({ summary }) => summary)).toEqual(['first', 'second']);
    expect(saved[1]?.id).toBe(entry.id);
  });

  it('gives up after one try again: a second loss reaches the form, which says so', async () => {
    lose.nextWrite = 'add';
    lose.times = 2;
    await expect(enqueue(clerkEntry('lost twice'))).rejects.toThrow(/Indexed Database server lost/);
    expect(await listOutbox('7')).toEqual([]);
  });

  it('removes an entry the server accepted even when that write loses the connection', async () => {
    const entry = await enqueue(clerkEntry('sent'));
    lose.nextWrite = 'delete';
    lose.times = 1;
    await sendEntry(entry, () => Promise.resolve({ kind: 'accepted', response: null }));
    expect(await listOutbox('7')).toEqual([]);
  });

  it('sends each entry once in a round whose claim loses the connection', async () => {
    await enqueue(clerkEntry('a'));
    await enqueue(clerkEntry('b'));
    lose.nextWrite = 'put';
    lose.times = 1;
    const sent: string[] = [];
    const report = await replayOutbox('7', (entry) => {
      sent.push(entry.summary);
      return Promise.resolve({ kind: 'accepted', response: null });
    });
    expect(sent).toEqual(['a', 'b']);
    expect(report.sent).toHaveLength(2);
    expect(await listOutbox('7')).toEqual([]);
  });

  it('tells a lost or closed connection from other failures', () => {
    expect(isConnectionLost(connectionLost())).toBe(true);
    expect(
      isConnectionLost({ name: 'DatabaseClosedError', message: 'Database has been closed' }),
    ).toBe(true);
    expect(isConnectionLost({ name: 'AbortError', inner: { name: 'InvalidStateError' } })).toBe(
      true,
    );
    expect(isConnectionLost({ name: 'ConstraintError', message: 'Key already exists' })).toBe(
      false,
    );
    expect(isConnectionLost(null)).toBe(false);
  });
});
