import fs from 'node:fs';
import { buildApp } from './app';
import { ensureFirstAdministrator, ensureRoles, loadJwtSecret } from './bootstrap';
import { readConfig } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { pruneTombstones, TOMBSTONE_DAYS } from './sync/list-versions';

/** Starts the server: config from env, open and migrate the database, listen, print the URL. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env);
  const handle = openDatabase(config);
  await migrateToLatest(handle.db, handle.engine);
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
    https,
  });
  app.addHook('onClose', () => handle.close());
  await app.listen({ port: config.port, host: config.host });
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
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return app;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
