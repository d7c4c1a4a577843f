/**
 * Web Locks for jsdom (which has none), as the app's tabs of one browser share them: exclusive
 * locks granted in request order, `ifAvailable`, and `signal` to leave the queue. A lock is
 * released when its callback's promise settles.
 */
interface Waiter {
  grant(): void;
  signal?: AbortSignal;
}

export class FakeLockManager {
  private readonly held = new Set<string>();
  private readonly queues = new Map<string, Waiter[]>();

  isHeld(name: string): boolean {
    return this.held.has(name);
  }

  request<T>(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: { name: string } | null) => T | Promise<T>,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const run = () => {
        this.held.add(name);
        Promise.resolve()
          .then(() => callback({ name }))
          .then(resolve, reject)
          .finally(() => this.release(name));
      };
      if (options.signal?.aborted) {
        reject(new DOMException('The request was aborted.', 'AbortError'));
      } else if (!this.held.has(name)) {
        run();
      } else if (options.ifAvailable) {
        Promise.resolve(callback(null)).then(resolve, reject);
      } else {
        const queue = this.queues.get(name) ?? [];
        const waiter: Waiter = { grant: run, signal: options.signal };
        queue.push(waiter);
        this.queues.set(name, queue);
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(waiter);
          if (index < 0) return;
          queue.splice(index, 1);
          reject(new DOMException('The request was aborted.', 'AbortError'));
        });
      }
    });
  }

  private release(name: string): void {
    this.held.delete(name);
    this.queues.get(name)?.shift()?.grant();
  }
}

/** Gives jsdom's navigator these locks until the returned function takes them away. */
export function installFakeLocks(): { locks: FakeLockManager; uninstall: () => void } {
  const locks = new FakeLockManager();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return {
    locks,
    uninstall: () => {
      Reflect.deleteProperty(navigator, 'locks');
    },
  };
}
