/**
 * Failed login attempts per name and address, kept in this instance's memory (the README says
 * so: behind a load balancer each instance counts its own). Only failures count, so a kiosk
 * signing in all day is never locked out.
 */
export class LoginAttempts {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  isBlocked(name: string, address: string): boolean {
    return this.recent(`${address}\u0000${name}`).length >= this.limit;
  }

  recordFailure(name: string, address: string): void {
    const key = `${address}\u0000${name}`;
    this.failures.set(key, [...this.recent(key), this.now()]);
    if (this.failures.size > 100_000) this.prune();
  }

  recordSuccess(name: string, address: string): void {
    this.failures.delete(`${address}\u0000${name}`);
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
