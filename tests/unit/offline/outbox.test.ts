import { beforeEach, describe, expect, it } from 'vitest';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  classifyStatus,
  enqueue,
  listOutbox,
  replayOutbox,
  resumePaused,
  retryEntry,
  type OutboxEntry,
  type SendOutcome,
} from '../../../src/offline/outbox';
import { submitThroughOutbox } from '../../../src/offline/submit';

function queue(summary: string, userName = 'clerk') {
  return enqueue({
    kind: 'waste',
    path: '/receive-items/waste',
    body: { summary },
    summary,
    userName,
  });
}

/** A fake server: answers each send from a script and records the keys it saw. */
function scriptedSender(outcomes: SendOutcome[]) {
  const seen: { id: string; summary: string }[] = [];
  const send = (entry: OutboxEntry) => {
    seen.push({ id: entry.id, summary: entry.summary });
    return Promise.resolve(outcomes.shift() ?? { kind: 'accepted' as const, response: null });
  };
  return { send, seen };
}

beforeEach(async () => {
  await resetDatabaseForTests();
});

describe('outbox replay', () => {
  it('sends entries oldest first and removes each one the server accepts', async () => {
    await queue('first');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await queue('second');
    const { send, seen } = scriptedSender([]);
    const report = await replayOutbox('clerk', send);
    expect(seen.map((s) => s.summary)).toEqual(['first', 'second']);
    expect(report.sent).toHaveLength(2);
    expect(await listOutbox('clerk')).toEqual([]);
  });

  it('marks an entry failed with the server message on a 4xx and goes on with the next', async () => {
    await queue('too much');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await queue('fine');
    const { send } = scriptedSender([
      { kind: 'rejected', message: 'Not enough stock of Milk: 1 available.' },
    ]);
    const report = await replayOutbox('clerk', send);
    expect(report.failed.map((e) => e.summary)).toEqual(['too much']);
    const left = await listOutbox('clerk');
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      summary: 'too much',
      status: 'failed',
      lastError: 'Not enough stock of Milk: 1 available.',
    });
  });

  it('keeps every entry on a network error or 5xx and stops so the order is kept', async () => {
    await queue('a');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await queue('b');
    const { send, seen } = scriptedSender([{ kind: 'unreachable' }]);
    const report = await replayOutbox('clerk', send);
    expect(report.stoppedBy).toBe('unreachable');
    expect(seen).toHaveLength(1);
    const left = await listOutbox('clerk');
    expect(left.map((e) => [e.summary, e.status, e.attempts])).toEqual([
      ['a', 'pending', 1],
      ['b', 'pending', 0],
    ]);
  });

  it('treats a thrown sender as unreachable, never losing the entry', async () => {
    await queue('a');
    const report = await replayOutbox('clerk', () => Promise.reject(new Error('boom')));
    expect(report.stoppedBy).toBe('unreachable');
    expect(await listOutbox('clerk')).toHaveLength(1);
  });

  it('pauses the user queue on a 401 until the same user signs in again', async () => {
    await queue('a');
    await queue('b');
    const first = scriptedSender([{ kind: 'unauthorized' }]);
    expect((await replayOutbox('clerk', first.send)).stoppedBy).toBe('unauthorized');
    expect((await listOutbox('clerk')).map((e) => e.status)).toEqual(['paused', 'paused']);

    const idle = scriptedSender([]);
    await replayOutbox('clerk', idle.send);
    expect(idle.seen).toHaveLength(0);

    await resumePaused('clerk');
    await replayOutbox('clerk', idle.send);
    expect(idle.seen).toHaveLength(2);
    expect(await listOutbox('clerk')).toEqual([]);
  });

  it('sends the same idempotency key (the entry id) on every retry', async () => {
    const entry = await queue('a');
    const sender = scriptedSender([{ kind: 'unreachable' }, { kind: 'rejected', message: 'no' }]);
    await replayOutbox('clerk', sender.send);
    await replayOutbox('clerk', sender.send);
    await retryEntry(entry.id);
    await replayOutbox('clerk', sender.send);
    expect(sender.seen.map((s) => s.id)).toEqual([entry.id, entry.id, entry.id]);
  });

  it('sends only the entries of the user who made them', async () => {
    await queue('mine', 'clerk');
    await queue('theirs', 'manager');
    const { send, seen } = scriptedSender([]);
    await replayOutbox('clerk', send);
    expect(seen.map((s) => s.summary)).toEqual(['mine']);
    expect(await listOutbox('manager')).toHaveLength(1);
  });
});

describe('classifyStatus', () => {
  it('sorts HTTP statuses into outcomes', () => {
    expect(classifyStatus(201, null).kind).toBe('accepted');
    expect(classifyStatus(400, 'bad')).toEqual({ kind: 'rejected', message: 'bad' });
    expect(classifyStatus(409, null).kind).toBe('rejected');
    expect(classifyStatus(401, null).kind).toBe('unauthorized');
    expect(classifyStatus(408, null).kind).toBe('unreachable');
    expect(classifyStatus(429, null).kind).toBe('unreachable');
    expect(classifyStatus(503, null).kind).toBe('unreachable');
    expect(classifyStatus(0, null).kind).toBe('unreachable');
  });
});

describe('submitThroughOutbox', () => {
  const fields = {
    kind: 'order' as const,
    path: '/order-items',
    body: {},
    summary: 'Order',
    userName: 'clerk',
  };

  it('queues without sending when offline', async () => {
    const { send, seen } = scriptedSender([]);
    const result = await submitThroughOutbox(fields, send, false);
    expect(result.state).toBe('queued');
    expect(seen).toHaveLength(0);
    expect(await listOutbox('clerk')).toHaveLength(1);
  });

  it('sends at once when online and leaves nothing behind', async () => {
    const { send } = scriptedSender([{ kind: 'accepted', response: { ID: 7 } }]);
    expect(await submitThroughOutbox(fields, send, true)).toEqual({
      state: 'sent',
      response: { ID: 7 },
    });
    expect(await listOutbox('clerk')).toEqual([]);
  });

  it('answers a refusal on the form and drops the entry', async () => {
    const { send } = scriptedSender([{ kind: 'rejected', message: 'Please provide a reason.' }]);
    expect(await submitThroughOutbox(fields, send, true)).toEqual({
      state: 'rejected',
      message: 'Please provide a reason.',
    });
    expect(await listOutbox('clerk')).toEqual([]);
  });

  it('keeps the entry queued when the server cannot be reached', async () => {
    const { send } = scriptedSender([{ kind: 'unreachable' }]);
    expect((await submitThroughOutbox(fields, send, true)).state).toBe('queued');
    expect((await listOutbox('clerk'))[0]?.status).toBe('pending');
  });
});
