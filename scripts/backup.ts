/**
 * `npm run backup -- FILE`: a consistent, integrity-checked copy of the SQLite database, safe
 * while the server runs and writes (server/ops/backup.ts). With DATABASE_URL set it prints the
 * pg_dump command instead.
 */
import { readConfig } from '../server/config';
import { sqliteFileIn } from '../server/db/connect';
import { PG_DUMP_COMMAND, backupSqlite } from '../server/ops/backup';

const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run backup -- FILE   (for example backups/inventory-2026-11-24.sqlite)',
  );
  process.exit(2);
}
const config = readConfig(process.env);
if (config.databaseUrl) {
  console.error(
    `DATABASE_URL is set: back up PostgreSQL with its own tool (images are in the database too):\n\n  ${PG_DUMP_COMMAND(file)}\n`,
  );
  process.exit(1);
}
try {
  const result = backupSqlite(sqliteFileIn(config.dataDir), file);
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Backup written to ${result.file}: ${megabytes} MB in ${result.milliseconds} ms, integrity check ok. It holds everything, images included.`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
