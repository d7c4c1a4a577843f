import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { ROLE_IDS } from '../../contract/roles';
import { SERVER_MESSAGE } from '../../contract/messages';
import { DEFAULT_LOGIN_LIMITS } from '../../server/auth/login-attempts';
import { HASH_CONCURRENCY, hashStats, waitingHashes } from '../../server/auth/passwords';
import { testEngines } from '../support/engines';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

describe.each(await testEngines())('login floods and password hashing on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server.close());

  function logIn(name: string, password: string, remoteAddress: string) {
    return server.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/login`,
      payload: { name, password },
      remoteAddress,
    });
  }

  it('limits failed logins of unknown names per address, 30 at a time, with few hashes', async () => {
    hashStats.peak = 0;
    const statuses: number[] = [];
    for (let round = 0; round < 300 / 30; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, n) => logIn(`nobody-${round}-${n}`, 'wrong!', '10.9.9.9')),
      );
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      DEFAULT_LOGIN_LIMITS.unknownPerAddress,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      300 - DEFAULT_LOGIN_LIMITS.unknownPerAddress,
    );
    // Blocked for every name from that address (a 429 says nothing of which names exist)…
    const known = await logIn('manager', TEST_PASSWORD, '10.9.9.9');
    expect(known.statusCode).toBe(429);
    expect(known.json()).toEqual({ error: { message: SERVER_MESSAGE.tooManyAttempts } });
    // …and for nobody else.
    expect((await logIn('manager', TEST_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
    expect(hashStats.peak).toBeLessThanOrEqual(HASH_CONCURRENCY);
  });

  it('does not queue a sign-in from one address behind a flood of wrong ones from another', async () => {
    // Wrong passwords for a name that exists, all at once: each pays for a hash (failures are
    // counted after it), so the flood fills the hash queue.
    const flood = 12;
    const order: string[] = [];
    const wrong = Array.from({ length: flood }, () =>
      logIn('viewer', 'wrong password', '10.7.7.7').then((response) => {
        order.push('wrong');
        return response.statusCode;
      }),
    );
    // Sent once the flood waits for its hashes, whatever order the database answered in.
    while (waitingHashes() + order.length < flood - HASH_CONCURRENCY) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // What finished before it was sent is not its wait (on a busy machine some may have).
    const finishedBefore = order.length;
    const correct = logIn('editor', TEST_PASSWORD, '10.7.7.8').then((response) => {
      order.push('correct');
      return response.statusCode;
    });
    expect(await correct).toBe(200);
    expect(await Promise.all(wrong)).toEqual(Array(flood).fill(401));
    // Lanes take turns: it waits for the hashes running when it came and one more at most,
    // not for all 12 (ordering, not timing: CI machines are noisy).
    expect(order.indexOf('correct') - finishedBefore).toBeLessThanOrEqual(HASH_CONCURRENCY + 1);
  });

  /** Eight new users sent at once, named `${prefix}-0` … `${prefix}-7`. */
  const createUsers = (prefix: string) =>
    Array.from({ length: 8 }, (_, n) =>
      server.api({
        method: 'POST',
        path: '/users',
        role: 'Administrator',
        payload: { name: `${prefix}-${n}`, password: 'long enough', roleId: ROLE_IDS.Viewer },
      }),
    );

  it('hashes new users’ passwords outside the write: reads go on meanwhile', async () => {
    const created = createUsers('hashed');
    let lastCreated = false;
    void Promise.all(created).then(() => {
      lastCreated = true;
    });
    // On SQLite a hash inside the write held its one connection: this read waited for all 8.
    const read = await server.api({ method: 'GET', path: '/roles', role: 'Viewer' });
    expect(read.statusCode).toBe(200);
    expect(lastCreated).toBe(false);
    expect((await Promise.all(created)).map((response) => response.statusCode)).toEqual(
      Array(8).fill(201),
    );
  });

  it('hashes new users’ passwords outside the write: other writes go on meanwhile', async () => {
    // Signed in first: a sign-in's own hash would queue behind the users' hashes.
    await server.tokenFor('Administrator');
    const created = createUsers('meanwhile');
    // On SQLite a hash inside the write held the batch its commit shares: this write waited
    // for all 8 hashes and committed with the users.
    const write = await server.api({
      method: 'POST',
      path: '/categories',
      role: 'Administrator',
      payload: { name: 'Written meanwhile', description: '' },
    });
    expect(write.statusCode).toBe(201);
    const users = await server.handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('name', 'like', 'meanwhile-%')
      .executeTakeFirstOrThrow();
    expect(Number(users.count)).toBe(0);
    expect((await Promise.all(created)).map((response) => response.statusCode)).toEqual(
      Array(8).fill(201),
    );
  });
});
