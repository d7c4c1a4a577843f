/**
 * `npm run verify-activity`: recomputes the activity log's hash chain (design: Activity log and
 * approvals) on the configured database (DATA_DIR's SQLite, or DATABASE_URL's PostgreSQL),
 * safe while the server runs. Prints `{ok, entries, firstBrokenId}` and the time taken; exits 1
 * when an entry was edited or removed by hand.
 */
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/connect';
import { verifyActivity } from '../server/activity';

const config = readConfig(process.env);
const handle = openDatabase(config);
try {
  const started = performance.now();
  const result = await verifyActivity(handle.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(JSON.stringify(result));
  console.log(
    result.ok
      ? `The activity chain holds: ${result.entries} entries checked in ${seconds} s.`
      : `The activity chain is broken at entry ${result.firstBrokenId}: it was edited or removed outside the app.`,
  );
  process.exitCode = result.ok ? 0 : 1;
} catch (error) {
  console.error(`Verify failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await handle.close();
}
