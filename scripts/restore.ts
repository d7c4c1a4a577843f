/**
 * `npm run restore -- FILE`: puts a backup back as the data directory's database, with the
 * server stopped (server/ops/restore.ts). With DATABASE_URL set it prints the pg_restore command.
 */
import { readConfig } from '../server/config';
import { PG_RESTORE_COMMAND } from '../server/ops/backup';
import { restoreSqlite } from '../server/ops/restore';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE   (stop the server first)');
  process.exit(2);
}
const config = readConfig(process.env);
if (config.databaseUrl) {
  console.error(
    `DATABASE_URL is set: restore PostgreSQL with its own tool, the servers stopped:\n\n  ${PG_RESTORE_COMMAND(file)}\n`,
  );
  process.exit(1);
}
try {
  const result = await restoreSqlite(config.dataDir, file);
  if (result.previous) console.log(`The database it replaced is kept as ${result.previous}.`);
  if (result.migrated.length > 0) {
    console.log(`The backup was older: migrated with ${result.migrated.join(', ')}.`);
  }
  console.log(`Restored ${file} into ${config.dataDir}. Start the server.`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
