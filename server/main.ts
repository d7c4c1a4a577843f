import fs from 'node:fs';
import { buildApp } from './app';
import { ensureFirstAdministrator, ensureRoles, loadJwtSecret } from './bootstrap';
import type { FastifyBaseLogger } from 'fastify';
import { readConfig, type ServerConfig } from './config';
import { openDatabase } from './db/connect';
import { groupCommit } from './db/group-commit';
import { migrateToLatest } from './db/migrate';
import type { Engine } from './db/schema';
import { releaseUnfinishedClaims } from './idempotency/store';
import { markDataDirInUse } from './ops/data-dir-lock';
import { scheduleBackups } from './ops/periodic-backup';
import { stopOnSignals } from './ops/shutdown';
import { pruneTombstones, TOMBSTONE_DAYS } from './sync/list-versions';

/** Starts the server: config from env, open and migrate the database, listen, print the URL. */
export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  options: { quietRequests?: boolean } = {},
) {
  const config = readConfig(env);
  const handle = openDatabase(config);
  await migrateToLatest(handle.db, handle.engine);
  // SQLite is one instance: claims left unfinished are from its own previous, dead process.
  // On PostgreSQL other instances may be running them; those wait for the takeover.
  if (handle.engine === 'sqlite') await releaseUnfinishedClaims(handle.db);
  await ensureRoles(handle.db);
  await pruneTombstones(
    handle.db,
    new Date(Date.now() - TOMBSTONE_DAYS * 86_400_000).toISOString(),
  );
  const admin = await ensureFirstAdministrator(handle.db, {
    name: config.adminName,
    password: config.adminPassword,
  });
  const jwtSecret = await loadJwtSecret(handle.db, config.jwtSecret);
  const https =
    config.tlsCertFile && config.tlsKeyFile
      ? { cert: fs.readFileSync(config.tlsCertFile), key: fs.readFileSync(config.tlsKeyFile) }
      : null;
  const app = await buildApp({
    db: handle.db,
    engine: handle.engine,
    config,
    jwtSecret,
    logger: true,
    quietRequests: options.quietRequests,
    https,
  });
  const releaseDataDir = handle.engine === 'sqlite' ? markDataDirInUse(config.dataDir) : null;
  const stopBackups = startBackups(config, handle.engine, app.log);
  app.addHook('onClose', async () => {
    await stopBackups();
    // The requests are done; a write they queued lands before the database closes.
    if (handle.engine === 'sqlite') await groupCommit(handle.db).idle();
    await handle.close();
    releaseDataDir?.();
  });
  await app.listen({ port: config.port, host: config.host });
  // Before the line that says it runs: a supervisor may signal as soon as it reads it.
  stopOnSignals(app);
  const scheme = https ? 'https' : 'http';
  const where = handle.engine === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  console.log(
    `\nInventory is running at ${scheme}://${config.host}:${config.port}/ (database: ${where})`,
  );
  if (admin?.generatedPassword) {
    console.log(
      `First Administrator created: name "${admin.name}", password "${admin.generatedPassword}" (shown once).`,
    );
  } else if (admin) {
    console.log(`First Administrator created: name "${admin.name}" with ADMIN_PASSWORD.`);
  }
  return app;
}

/** BACKUP_DIR's schedule on SQLite; PostgreSQL is backed up with its own tools (README). */
function startBackups(
  config: ServerConfig,
  engine: Engine,
  log: FastifyBaseLogger,
): () => Promise<void> {
  if (!config.backupDir) return () => Promise.resolve();
  if (engine === 'postgres') {
    log.warn('BACKUP_DIR is ignored on PostgreSQL: back it up with pg_dump (README).');
    return () => Promise.resolve();
  }
  return scheduleBackups({
    dataDir: config.dataDir,
    backupDir: config.backupDir,
    everyHours: config.backupEveryHours,
    keep: config.backupKeep,
    log,
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
