import { beforeEach, describe, expect, it } from 'vitest';
import { database, resetDatabaseForTests } from '../../../src/offline/database';
import {
  claimUnboundEntries,
  classifyAnswer,
  confirmEntry,
  enqueue,
  listOutbox,
  replayOutbox,
  resumePaused,
  retryEntry,
  type OutboxEntry,
  type SendOutcome,
} from '../../../src/offline/outbox/index';
import {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  CONFIRM_AFTER_MS,
  HOLD_LINE_SERVER_ERRORS,
  backoffDelay,
} from '../../../src/offline/outbox/rules';
import { submitThroughOutbox } from '../../../src/offline/outbox/submit';

const CLERK = '7';

const answer = (status: number) => ({ status, message: null, retryAfter: false });

function queue(summary: string, userId = CLERK) {
  return enqueue({
    kind: 'waste',
    path: '/receive-items/waste',
    body: { reason: summary },
    summary,
    userId,
    userName: `user ${userId}`,
  });
}

/** A fake server: answers each send from a script (then accepts) and records what it saw. */
function scriptedSender(outcomes: SendOutcome[]) {
  const seen: { id: string; summary: string }[] = [];
  const send = (entry: OutboxEntry) => {
    seen.push({ id: entry.id, summary: entry.summary });
    return Promise.resolve(outcomes.shift() ?? { kind: 'accepted' as const, response: null });
  };
  return { send, seen };
}

/** A fake server that fails the entries with these summaries with a 500, accepting the rest. */
function failingFor(...summaries: string[]) {
  const seen: string[] = [];
  const send = (entry: OutboxEntry): Promise<SendOutcome> => {
    seen.push(entry.summary);
    return Promise.resolve(
      summaries.includes(entry.summary)
        ? { kind: 'server-error', status: 500 }
        : { kind: 'accepted', response: null },
    );
  };
  return { send, seen };
}

const summaries = async (userId = CLERK) => (await listOutbox(userId)).map((e) => e.summary);

beforeEach(async () => {
  await resetDatabaseForTests();
});

describe('outbox replay', () => {
  it('sends entries in the order they were made, even made within the same millisecond', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) await queue(name);
    const entries = await listOutbox(CLERK);
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    const { send, seen } = scriptedSender([]);
    const report = await replayOutbox(CLERK, send);
    expect(seen.map((s) => s.summary)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(report.sent).toHaveLength(6);
    expect(await listOutbox(CLERK)).toEqual([]);
  });

  it('keeps the sequence growing after earlier entries were sent', async () => {
    await queue('a');
    await queue('b');
    await replayOutbox(CLERK, scriptedSender([]).send);
    await queue('c');
    await queue('d');
    expect((await listOutbox(CLERK)).map((e) => e.seq)).toEqual([1, 2]);
    // Sent entries are gone, so the order among those left is all that matters.
    await queue('e');
    const { send, seen } = scriptedSender([]);
    await replayOutbox(CLERK, send);
    expect(seen.map((s) => s.summary)).toEqual(['c', 'd', 'e']);
  });

  it('marks an entry failed with the server message on a 4xx and goes on with the next', async () => {
    await queue('too much');
    await queue('fine');
    const { send } = scriptedSender([
      { kind: 'rejected', status: 422, message: 'Not enough stock of Milk: 1 available.' },
    ]);
    const report = await replayOutbox(CLERK, send);
    expect(report.failed.map((e) => e.summary)).toEqual(['too much']);
    const left = await listOutbox(CLERK);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      summary: 'too much',
      status: 'failed',
      lastError: 'Not enough stock of Milk: 1 available.',
    });
  });

  it('keeps every entry on a network error and stops so the order is kept', async () => {
    await queue('a');
    await queue('b');
    const { send, seen } = scriptedSender([{ kind: 'unreachable' }]);
    const report = await replayOutbox(CLERK, send);
    expect(report.stoppedBy).toBe('unreachable');
    expect(seen).toHaveLength(1);
    const left = await listOutbox(CLERK);
    expect(left.map((e) => [e.summary, e.status, e.attempts])).toEqual([
      ['a', 'pending', 1],
      ['b', 'pending', 0],
    ]);
  });

  it('treats a thrown sender as unreachable, never losing the entry', async () => {
    await queue('a');
    const report = await replayOutbox(CLERK, () => Promise.reject(new Error('boom')));
    expect(report.stoppedBy).toBe('unreachable');
    expect(await listOutbox(CLERK)).toHaveLength(1);
  });

  it('pauses the user queue on a 401 until the same user signs in again', async () => {
    await queue('a');
    await queue('b');
    const first = scriptedSender([{ kind: 'unauthorized' }]);
    expect((await replayOutbox(CLERK, first.send)).stoppedBy).toBe('unauthorized');
    expect((await listOutbox(CLERK)).map((e) => e.status)).toEqual(['paused', 'paused']);

    const idle = scriptedSender([]);
    await replayOutbox(CLERK, idle.send);
    expect(idle.seen).toHaveLength(0);

    await resumePaused(CLERK);
    await replayOutbox(CLERK, idle.send);
    expect(idle.seen).toHaveLength(2);
    expect(await listOutbox(CLERK)).toEqual([]);
  });

  it('sends the same idempotency key (the entry id) on every retry of a waiting entry', async () => {
    const entry = await queue('a');
    const sender = scriptedSender([{ kind: 'unreachable' }, { kind: 'unreachable' }]);
    await replayOutbox(CLERK, sender.send);
    await replayOutbox(CLERK, sender.send);
    await retryEntry(entry.id);
    await replayOutbox(CLERK, sender.send);
    expect(sender.seen.map((s) => s.id)).toEqual([entry.id, entry.id, entry.id]);
  });

  it('never retries a refused entry under its old key (the server keeps that refusal)', async () => {
    const entry = await queue('a');
    const sender = scriptedSender([{ kind: 'rejected', status: 422, message: 'no' }]);
    await replayOutbox(CLERK, sender.send);
    await retryEntry(entry.id);
    await replayOutbox(CLERK, sender.send);
    expect(sender.seen).toHaveLength(1);
    expect((await listOutbox(CLERK))[0]?.status).toBe('failed');
  });
});

describe('entries belong to a user id', () => {
  it("sends only the given user id's entries, whatever their names", async () => {
    await enqueue({
      kind: 'waste',
      path: '/w',
      body: {},
      summary: 'mine',
      userId: '7',
      userName: 'sam',
    });
    // Another account that once had, or now has, the same name.
    await enqueue({
      kind: 'waste',
      path: '/w',
      body: {},
      summary: 'theirs',
      userId: '9',
      userName: 'sam',
    });
    const { send, seen } = scriptedSender([]);
    await replayOutbox('7', send);
    expect(seen.map((s) => s.summary)).toEqual(['mine']);
    expect(await summaries('9')).toEqual(['theirs']);
  });

  it('skips an entry another user took over since the round started', async () => {
    const a = await queue('a');
    await queue('b');
    const seen: string[] = [];
    const report = await replayOutbox(CLERK, async (entry) => {
      seen.push(entry.summary);
      if (entry.id === a.id)
        await database()
          .outbox.filter((row) => row.summary === 'b')
          .modify({ userId: '9' });
      return { kind: 'accepted', response: null };
    });
    expect(seen).toEqual(['a']);
    expect(report.sent).toHaveLength(1);
  });

  it('entries from before user ids are claimed by the first user of their name to sign in', async () => {
    await enqueue({
      kind: 'waste',
      path: '/w',
      body: {},
      summary: 'old',
      userId: '',
      userName: 'sam',
    });
    await enqueue({
      kind: 'waste',
      path: '/w',
      body: {},
      summary: 'other',
      userId: '',
      userName: 'kim',
    });
    expect(await summaries('7')).toEqual([]);
    await claimUnboundEntries('7', 'sam');
    expect(await summaries('7')).toEqual(['old']);
    // Once bound, a later user of the name cannot take it.
    await claimUnboundEntries('8', 'sam');
    expect(await summaries('8')).toEqual([]);
  });
});

describe('backoff on server errors', () => {
  it('grows exponentially from the base and stops at the cap', () => {
    expect(backoffDelay(1)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelay(2)).toBe(BACKOFF_BASE_MS * 2);
    expect(backoffDelay(3)).toBe(BACKOFF_BASE_MS * 4);
    expect(backoffDelay(50)).toBe(BACKOFF_CAP_MS);
  });

  it('backs the failing entry off on its own and tells when it is due', async () => {
    let now = 1_000_000;
    await queue('a');
    const { send, seen } = failingFor('a');
    const report = await replayOutbox(CLERK, send, () => now);
    expect(report.nextDueAt).toBe(now + BACKOFF_BASE_MS);
    const [entry] = await listOutbox(CLERK);
    expect(entry).toMatchObject({ status: 'pending', serverErrors: 1, attempts: 1 });
    expect(entry?.lastError).toContain('HTTP 500');
    // Not due yet: not sent.
    now += BACKOFF_BASE_MS - 1;
    await replayOutbox(CLERK, send, () => now);
    expect(seen).toEqual(['a']);
    now += 1;
    await replayOutbox(CLERK, send, () => now);
    expect(seen).toEqual(['a', 'a']);
    expect((await listOutbox(CLERK))[0]?.nextAttemptAt).toBe(now + BACKOFF_BASE_MS * 2);
  });

  it("holds the user's later entries back at first, so a passing 5xx keeps the order", async () => {
    let now = 0;
    await queue('a');
    await queue('b');
    const sender = failingFor('a');
    await replayOutbox(CLERK, sender.send, () => now);
    now += BACKOFF_BASE_MS;
    // The server is fine again: a goes first, then b.
    const fine = failingFor();
    await replayOutbox(CLERK, fine.send, () => now);
    expect([...sender.seen, ...fine.seen]).toEqual(['a', 'a', 'b']);
    expect(await listOutbox(CLERK)).toEqual([]);
  });

  it('never stalls the later entries forever: a persistently failing entry steps aside', async () => {
    let now = 0;
    await queue('poison');
    await queue('b');
    await queue('c');
    const { send, seen } = failingFor('poison');
    for (let round = 0; round < HOLD_LINE_SERVER_ERRORS + 1; round += 1) {
      const report = await replayOutbox(CLERK, send, () => now);
      now = report.nextDueAt ?? now;
    }
    expect(seen.slice(0, HOLD_LINE_SERVER_ERRORS)).toEqual(
      Array<string>(HOLD_LINE_SERVER_ERRORS).fill('poison'),
    );
    expect(seen.slice(HOLD_LINE_SERVER_ERRORS)).toContain('b');
    expect(seen.indexOf('b')).toBeLessThan(seen.indexOf('c'));
    expect(await summaries()).toEqual(['poison']);
    const [left] = await listOutbox(CLERK);
    expect(left?.serverErrors).toBeGreaterThanOrEqual(HOLD_LINE_SERVER_ERRORS);
  });

  it('a gateway error or an unavailable server stops the round without blaming the entry', () => {
    expect(classifyAnswer(answer(500))).toEqual({ kind: 'server-error', status: 500 });
    expect(classifyAnswer(answer(507))).toEqual({ kind: 'server-error', status: 507 });
    for (const status of [502, 503, 504, 408, 429]) {
      expect(classifyAnswer(answer(status)).kind).toBe('unreachable');
    }
  });
});

describe('entries older than the server keeps keys', () => {
  it('wait for the user to confirm them, then go with their key', async () => {
    const old = await queue('old');
    await queue('new');
    await database().outbox.update(old.id, { createdAt: Date.now() - CONFIRM_AFTER_MS - 1 });
    const first = scriptedSender([]);
    await replayOutbox(CLERK, first.send);
    // The old one is not sent blindly, and it does not hold the newer one back.
    expect(first.seen.map((s) => s.summary)).toEqual(['new']);
    expect((await listOutbox(CLERK)).map((e) => [e.summary, e.status])).toEqual([
      ['old', 'confirm'],
    ]);
    await replayOutbox(CLERK, first.send);
    expect(first.seen).toHaveLength(1);

    await confirmEntry(old.id);
    const second = scriptedSender([]);
    await replayOutbox(CLERK, second.send);
    expect(second.seen).toEqual([{ id: old.id, summary: 'old' }]);
    expect(await listOutbox(CLERK)).toEqual([]);
  });

  it('a recent entry is sent without asking', async () => {
    const entry = await queue('recent');
    await database().outbox.update(entry.id, { createdAt: Date.now() - CONFIRM_AFTER_MS + 60_000 });
    const { send, seen } = scriptedSender([]);
    await replayOutbox(CLERK, send);
    expect(seen).toHaveLength(1);
  });
});

describe('classifyAnswer', () => {
  it('sorts HTTP statuses into outcomes', () => {
    expect(classifyAnswer(answer(201)).kind).toBe('accepted');
    expect(classifyAnswer({ status: 400, message: 'bad', retryAfter: false })).toEqual({
      kind: 'rejected',
      status: 400,
      message: 'bad',
    });
    expect(classifyAnswer(answer(400))).toEqual({ kind: 'rejected', status: 400, message: null });
    expect(classifyAnswer(answer(409)).kind).toBe('rejected');
    expect(classifyAnswer(answer(401)).kind).toBe('unauthorized');
    expect(classifyAnswer(answer(0)).kind).toBe('unreachable');
  });

  it('a 409 with Retry-After is the same key still in flight: tried again, not refused', () => {
    const inFlight = { status: 409, message: 'Anything at all.', retryAfter: true };
    expect(classifyAnswer(inFlight).kind).toBe('unreachable');
  });
});

describe('submitThroughOutbox', () => {
  const fields = {
    kind: 'order' as const,
    path: '/order-items',
    body: {},
    summary: 'Order',
    userId: CLERK,
    userName: 'clerk',
  };

  it('queues without sending when offline', async () => {
    const { send, seen } = scriptedSender([]);
    const result = await submitThroughOutbox(fields, send, { online: false });
    expect(result.state).toBe('queued');
    expect(seen).toHaveLength(0);
    expect(await listOutbox(CLERK)).toHaveLength(1);
  });

  it('sends at once when online and leaves nothing behind', async () => {
    const { send } = scriptedSender([{ kind: 'accepted', response: { ID: 7 } }]);
    expect(await submitThroughOutbox(fields, send, { online: true })).toEqual({
      state: 'sent',
      response: { ID: 7 },
    });
    expect(await listOutbox(CLERK)).toEqual([]);
  });

  it('answers a refusal on the form and drops the entry', async () => {
    const { send } = scriptedSender([
      { kind: 'rejected', status: 422, message: 'Please provide a reason.' },
    ]);
    expect(await submitThroughOutbox(fields, send, { online: true })).toEqual({
      state: 'rejected',
      message: 'Please provide a reason.',
    });
    expect(await listOutbox(CLERK)).toEqual([]);
  });

  it('keeps the entry queued when the server cannot be reached or fails', async () => {
    const { send } = scriptedSender([
      { kind: 'unreachable' },
      { kind: 'server-error', status: 500 },
    ]);
    expect((await submitThroughOutbox(fields, send, { online: true })).state).toBe('queued');
    expect((await submitThroughOutbox(fields, send, { online: true })).state).toBe('queued');
    expect((await listOutbox(CLERK)).map((e) => e.status)).toEqual(['pending', 'pending']);
  });

  describe('a corrected failed entry', () => {
    async function failedEntry() {
      const entry = await queue('too much');
      await replayOutbox(
        CLERK,
        scriptedSender([{ kind: 'rejected', status: 422, message: 'Not enough.' }]).send,
      );
      return entry;
    }

    it('is sent as a new submission with a new key and replaces the failed one', async () => {
      const failed = await failedEntry();
      const { send, seen } = scriptedSender([]);
      const result = await submitThroughOutbox({ ...fields, summary: 'fixed' }, send, {
        online: true,
        replaces: failed.id,
      });
      expect(result.state).toBe('sent');
      expect(seen).toHaveLength(1);
      expect(seen[0]?.id).not.toBe(failed.id);
      expect(await listOutbox(CLERK)).toEqual([]);
    });

    it('replaces it when queued too (offline)', async () => {
      const failed = await failedEntry();
      await submitThroughOutbox({ ...fields, summary: 'fixed' }, scriptedSender([]).send, {
        online: false,
        replaces: failed.id,
      });
      expect(await summaries()).toEqual(['fixed']);
    });

    it('keeps the failed one when the correction is refused again', async () => {
      const failed = await failedEntry();
      const { send } = scriptedSender([
        { kind: 'rejected', status: 422, message: 'Still not enough.' },
      ]);
      const result = await submitThroughOutbox({ ...fields, summary: 'fixed' }, send, {
        online: true,
        replaces: failed.id,
      });
      expect(result).toEqual({ state: 'rejected', message: 'Still not enough.' });
      expect(await summaries()).toEqual(['too much']);
    });

    it("never removes another user's entry", async () => {
      const theirs = await queue('theirs', '9');
      await replayOutbox(
        '9',
        scriptedSender([{ kind: 'rejected', status: 422, message: 'no' }]).send,
      );
      await submitThroughOutbox(fields, scriptedSender([]).send, {
        online: true,
        replaces: theirs.id,
      });
      expect(await summaries('9')).toEqual(['theirs']);
    });
  });
});
