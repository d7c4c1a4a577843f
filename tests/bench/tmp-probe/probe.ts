import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openSqlite } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedBenchData } from '../fixture';
const h = openSqlite('/tmp/imp/p.sqlite');
await migrateToLatest(h.db, 'sqlite');
await seedBenchData(h.db, 100);
const rows = Array.from({ length: 49000 }, (_, i) => ({ name: `Imported item ${i} `.padEnd(200, 'x'), barcode: `LAG-${i}-`.padEnd(64, '0'), unit: 'pcs', category_id: 1, item_area_id: 1, alert_days: i % 30 }));
const json = JSON.stringify(rows);
let t = performance.now();
await h.db.transaction().execute(async (trx) => {
  await sql`insert into items (name, barcode, unit, category_id, item_area_id, alert_days, image_hash, created_at, updated_at)
    select j.value->>'name', j.value->>'barcode', j.value->>'unit', j.value->>'category_id', j.value->>'item_area_id', j.value->>'alert_days', null, 'x', 'x' from json_each(${json}) j`.execute(trx);
});
console.log('json insert 49k', performance.now() - t);
await h.close();
