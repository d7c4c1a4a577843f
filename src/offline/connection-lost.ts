/**
 * WebKit closes an app's IndexedDB connection when iOS puts the app in the background, and the
 * operation running then fails with "Connection to Indexed Database server lost" (an
 * UnknownError); a later one may meet the closed connection (InvalidStateError, or Dexie's
 * DatabaseClosedError). Dexie 4 reopens on the next operation (on the connection's `close`
 * event, or when a transaction cannot be created), so the failed operation is simply run once
 * more. A database the app closed itself (sign-out, tests) stays closed: the retry fails again.
 */
const LOST_MESSAGE = /Connection to Indexed Database server lost/i;
const CLOSED_NAMES = new Set(['DatabaseClosedError', 'InvalidStateError']);

/** Whether an error (or the error Dexie wraps, `inner`) is the connection lost or closed. */
export function isConnectionLost(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    const { name, message, inner } = current as {
      name?: unknown;
      message?: unknown;
      inner?: unknown;
    };
    if (typeof name === 'string' && CLOSED_NAMES.has(name)) return true;
    if (typeof message === 'string' && LOST_MESSAGE.test(message)) return true;
    current = inner;
  }
  return false;
}

/**
 * Runs an IndexedDB operation, and once more if the connection was lost under it. The operation
 * must be safe to run twice: a write whose transaction was lost wrote nothing (IndexedDB commits
 * a transaction whole or not at all), and writes keyed by an id fixed before the first try find
 * their row if it was written after all.
 */
export async function retryIfConnectionLost<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    return operation();
  }
}
