/** Failure times under one key, newest last; never more than the limit that applies to it. */
class FailureLog {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys: number,
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(key);
    return times;
  }

  isFull(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  record(key: string): void {
    // Only the last `limit` times can decide a lock, so one key never holds more.
    const times = [...this.recent(key), this.now()].slice(-this.limit);
    // Re-inserted at the end: the Map's order is least recently failed first.
    this.failures.delete(key);
    this.failures.set(key, times);
    if (this.failures.size > this.maxKeys) this.evict();
  }

  forget(key: string): void {
    this.failures.delete(key);
  }

  get size(): number {
    return this.failures.size;
  }

  /** Drops expired keys, then the least recently failed ones, down to 90% of the bound. */
  private evict(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
    const excess = this.failures.size - Math.floor(this.maxKeys * 0.9);
    if (excess <= 0) return;
    let dropped = 0;
    for (const key of this.failures.keys()) {
      if (dropped >= excess) break;
      this.failures.delete(key);
      dropped += 1;
    }
  }
}

export interface LoginLimits {
  /** Failures of one name from one address within the window before 429. */
  perAddress: number;
  /** Failures of one name from any addresses within the window before 429. */
  perName: number;
  /**
   * Failures for names that do not exist from one address within the window before that
   * address gets 429 for every name (guessing names must not be free: each costs a hash).
   */
  unknownPerAddress: number;
  windowMs: number;
  /** Keys kept per counter at most; the least recently failed go first. */
  maxKeys: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAddress: 10,
  perName: 100,
  unknownPerAddress: 20,
  windowMs: 15 * 60 * 1000,
  maxKeys: 100_000,
};

/**
 * Failed login attempts, kept in this instance's memory (the README says so: behind a load
 * balancer each instance counts its own). Only failures count, so a kiosk signing in all day is
 * never locked out. The per-name counter stops one account being guessed from many addresses.
 */
export class LoginAttempts {
  private readonly byAddress: FailureLog;
  private readonly byName: FailureLog;
  private readonly unknownByAddress: FailureLog;

  constructor(limits: Partial<LoginLimits> = {}, now: () => number = Date.now) {
    const { perAddress, perName, unknownPerAddress, windowMs, maxKeys } = {
      ...DEFAULT_LOGIN_LIMITS,
      ...limits,
    };
    this.byAddress = new FailureLog(perAddress, windowMs, maxKeys, now);
    this.byName = new FailureLog(perName, windowMs, maxKeys, now);
    this.unknownByAddress = new FailureLog(unknownPerAddress, windowMs, maxKeys, now);
  }

  /** Blocked for the whole address, known names too: a 429 must not tell which names exist. */
  isBlocked(name: string, address: string): boolean {
    return (
      this.byAddress.isFull(`${address}\u0000${name}`) ||
      this.byName.isFull(name) ||
      this.unknownByAddress.isFull(address)
    );
  }

  /** nameExists false: the attempt counts against the address for any name too. */
  recordFailure(name: string, address: string, nameExists = true): void {
    this.byAddress.record(`${address}\u0000${name}`);
    this.byName.record(name);
    if (!nameExists) this.unknownByAddress.record(address);
  }

  /** The name's failures from other addresses stay counted: they may be someone else's. */
  recordSuccess(name: string, address: string): void {
    this.byAddress.forget(`${address}\u0000${name}`);
  }

  /** Keys held, for tests of the memory bound. */
  get size(): { byAddress: number; byName: number } {
    return { byAddress: this.byAddress.size, byName: this.byName.size };
  }
}
