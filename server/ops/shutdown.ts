import type { FastifyInstance } from 'fastify';

/** A stop takes at most this long: supervisors (systemd's default is 90 s) wait for less. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * SIGTERM or SIGINT (design: Operating it): stop taking connections, let the requests in flight
 * finish (each answers only after its commit, group-commit.ts), then run the onClose hooks,
 * which flush the group commit and close the database, and exit 0. Past the grace time, or on
 * a second signal, exit at once with 1: what was acknowledged is committed already, so only
 * requests still running are cut, and their clients retry with the same Idempotency-Key.
 */
export function stopOnSignals(app: FastifyInstance, graceMs: number = SHUTDOWN_GRACE_MS): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing the requests in flight');
    const deadline = setTimeout(() => {
      app.log.error('requests still running after the grace time: exiting now');
      process.exit(1);
    }, graceMs);
    // A keep-alive connection whose request finishes after close() began would otherwise stay
    // open until its client lets go; idle ones are closed as they become idle.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    app.close().then(
      () => {
        clearTimeout(deadline);
        clearInterval(reaper);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
