import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LoginAttempts } from '../../server/auth/login-attempts';
import { hashPassword, needsRehash, verifyPassword } from '../../server/auth/passwords';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('login attempt counters', () => {
  it('locks one name from one address after 10 failures, for 15 minutes', () => {
    const time = clock();
    const attempts = new LoginAttempts({}, time.now);
    for (let n = 0; n < 9; n += 1) attempts.recordFailure('ann', '10.0.0.1');
    expect(attempts.isBlocked('ann', '10.0.0.1')).toBe(false);
    attempts.recordFailure('ann', '10.0.0.1');
    expect(attempts.isBlocked('ann', '10.0.0.1')).toBe(true);
    expect(attempts.isBlocked('ann', '10.0.0.2')).toBe(false);
    expect(attempts.isBlocked('bob', '10.0.0.1')).toBe(false);
    time.advance(15 * 60 * 1000);
    expect(attempts.isBlocked('ann', '10.0.0.1')).toBe(false);
  });

  it('locks a name from every address after 100 failures from many', () => {
    const attempts = new LoginAttempts({}, clock().now);
    for (let n = 0; n < 100; n += 1) attempts.recordFailure('ann', `10.0.${n}.1`);
    expect(attempts.isBlocked('ann', '192.168.1.1')).toBe(true);
    expect(attempts.isBlocked('bob', '192.168.1.1')).toBe(false);
    // A success from one address does not clear what others tried.
    attempts.recordSuccess('ann', '10.0.0.1');
    expect(attempts.isBlocked('ann', '192.168.1.1')).toBe(true);
  });

  it('keeps a bounded number of counters whatever is sent', () => {
    const attempts = new LoginAttempts({ maxKeys: 1000 }, clock().now);
    for (let n = 0; n < 20_000; n += 1) {
      attempts.recordFailure(`name-${n}`, `10.${n % 250}.${Math.floor(n / 250)}.1`);
    }
    expect(attempts.size.byAddress).toBeLessThanOrEqual(1000);
    expect(attempts.size.byName).toBeLessThanOrEqual(1000);
    // One name failing for ever keeps at most its limit of times.
    for (let n = 0; n < 5000; n += 1) attempts.recordFailure('ann', '10.0.0.1');
    expect(attempts.isBlocked('ann', '10.0.0.1')).toBe(true);
  });
});

describe('password hashes', () => {
  it('stores the scrypt cost with the hash and verifies it', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$N=16384,r=8,p=5\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('still verifies hashes made before the cost was raised, and asks to rehash them', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('old password', salt, 64, { N: 16384, r: 8, p: 1 });
    const legacy = `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
    expect(await verifyPassword('old password', legacy)).toBe(true);
    expect(await verifyPassword('other', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('refuses a stored cost it would not spend', async () => {
    expect(await verifyPassword('x', `scrypt$N=1073741824,r=8,p=1$00$00`)).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
  });
});
