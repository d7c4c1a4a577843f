import { beforeEach, describe, expect, it } from 'vitest';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  enqueue,
  listOutbox,
  replayOutbox,
  type OutboxEntry,
  type SendOutcome,
} from '../../../src/offline/outbox/index';
import { submitThroughOutbox } from '../../../src/offline/outbox/submit';

/**
 * One sender per submission (issue 20): the page sends a new submission at once while the
 * service worker, woken by the Background Sync the queued entry registered, replays the same
 * outbox. Each party gets its own fake server; together they must see every key once.
 */

const CLERK = '7';

const fields = {
  kind: 'order' as const,
  path: '/order-items',
  body: {},
  summary: 'Order',
  userId: CLERK,
  userName: 'clerk',
};

/** A server that counts the keys it is sent and answers only when released. */
function slowServer() {
  const keys: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const send = async (entry: OutboxEntry): Promise<SendOutcome> => {
    keys.push(entry.id);
    await released;
    return { kind: 'accepted', response: null };
  };
  return { keys, send, release };
}

function acceptingServer() {
  const keys: string[] = [];
  const send = (entry: OutboxEntry): Promise<SendOutcome> => {
    keys.push(entry.id);
    return Promise.resolve({ kind: 'accepted', response: null });
  };
  return { keys, send };
}

/** Lets the page's submission reach its send (IndexedDB work is asynchronous). */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error('never happened');
}

beforeEach(async () => {
  await resetDatabaseForTests();
});

describe('one sender per submission', () => {
  it('the worker does not send what the page is sending right now', async () => {
    const page = slowServer();
    const worker = acceptingServer();
    const submitted = submitThroughOutbox(fields, page.send, { online: true });
    await until(() => page.keys.length === 1);
    // The worker's Background Sync round, while the page's request is in flight.
    const report = await replayOutbox(CLERK, worker.send);
    page.release();
    expect((await submitted).state).toBe('sent');
    expect([...page.keys, ...worker.keys]).toEqual([page.keys[0]]);
    expect(report.stoppedBy).toBe('busy');
    expect(await listOutbox(CLERK)).toEqual([]);
  });

  it('two rounds at once (no Web Locks) send each entry once', async () => {
    for (const summary of ['a', 'b', 'c']) await enqueue({ ...fields, summary });
    const first = slowServer();
    const second = acceptingServer();
    const round = replayOutbox(CLERK, first.send);
    await until(() => first.keys.length === 1);
    await replayOutbox(CLERK, second.send);
    first.release();
    await round;
    const all = [...first.keys, ...second.keys];
    expect(all).toHaveLength(3);
    expect(new Set(all).size).toBe(3);
  });

  it('a later entry does not overtake one another party is sending (order is kept)', async () => {
    const page = slowServer();
    const submitted = submitThroughOutbox(fields, page.send, { online: true });
    await until(() => page.keys.length === 1);
    await enqueue({ ...fields, summary: 'later' });
    const worker = acceptingServer();
    await replayOutbox(CLERK, worker.send);
    expect(worker.keys).toEqual([]);
    page.release();
    await submitted;
    await replayOutbox(CLERK, worker.send);
    expect((await listOutbox(CLERK)).length).toBe(0);
    expect(worker.keys).toHaveLength(1);
  });

  it('a claim left by a sender that died (closed tab) lapses, and the entry is sent', async () => {
    let clock = Date.now();
    const page = slowServer();
    void submitThroughOutbox(fields, page.send, { online: true });
    await until(() => page.keys.length === 1);
    // The tab is closed mid-request: its send never records an outcome.
    const worker = acceptingServer();
    await replayOutbox(CLERK, worker.send, () => clock);
    expect(worker.keys).toEqual([]);
    clock += 60_000;
    await replayOutbox(CLERK, worker.send, () => clock);
    expect(worker.keys).toEqual(page.keys);
  });
});
