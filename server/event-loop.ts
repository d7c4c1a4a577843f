/**
 * Lets other requests run before going on: a turn of the event loop (setImmediate, after I/O),
 * not a microtask, which would run before any of them. Long work (an import, an export) calls
 * it between bounded slices (design: Limits that keep one user from stalling everyone).
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
