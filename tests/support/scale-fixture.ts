import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { GIF_BYTES, PNG_BYTES, WEBP_BYTES } from './images';
import { insertCategories, insertItemAreas } from './seed-catalog';

const NOUNS = ['Tomato', 'Basmati Rice', 'Whole Milk', 'Olive Oil', 'Flour', 'Sparkling Water'];
const KINDS = ['Organic', 'Catering', 'Premium', 'Value', 'Fresh', 'Frozen', 'Dry'];

/** The n-th item's name (n from 1): varied words, and a zero-padded number that is unique. */
export function scaleItemName(n: number): string {
  const noun = NOUNS[n % NOUNS.length] ?? 'Item';
  const kind = KINDS[n % KINDS.length] ?? '';
  return `${kind} ${noun} ${String(n).padStart(6, '0')}`;
}

/** The n-th item's barcode: digits only, unique. */
export function scaleItemBarcode(n: number): string {
  return String(7_000_000_000_000 + n);
}

/**
 * `count` items (with a few shared images, categories and item areas) written straight into
 * the database, never through HTTP: 20,000 uploads would measure the API, not the app.
 */
export async function seedScaleItems(db: Kysely<Database>, count: number): Promise<void> {
  const now = new Date().toISOString();
  const stamps = { created_at: now, updated_at: now };
  await db.transaction().execute(async (trx) => {
    const hashes: string[] = [];
    for (const [bytes, type] of [
      [PNG_BYTES, 'image/png'],
      [GIF_BYTES, 'image/gif'],
      [WEBP_BYTES, 'image/webp'],
    ] as const) {
      const hash = createHash('sha256').update(bytes).digest('hex');
      await trx
        .insertInto('images')
        .values({ hash, content_type: type, bytes, created_at: now })
        .onConflict((conflict) => conflict.column('hash').doNothing())
        .execute();
      hashes.push(hash);
    }
    const categoryIds = await insertCategories(
      trx,
      ['Produce', 'Dairy', 'Dry Goods', 'Beverages', 'Frozen'].map((name) => ({
        name: `Scale ${name}`,
        description: `${name} (scale data)`,
      })),
      stamps,
    );
    const areaIds = await insertItemAreas(
      trx,
      [
        ['Scale Cooler', 'Fast'],
        ['Scale Freezer', 'Medium'],
        ['Scale Dry Store', 'Slow'],
      ],
      stamps,
    );
    // 9 columns per row: 500 rows stay under SQLite's bound-parameter limit.
    for (let start = 1; start <= count; start += 500) {
      const rows = [];
      for (let n = start; n < Math.min(start + 500, count + 1); n += 1) {
        rows.push({
          name: scaleItemName(n),
          barcode: scaleItemBarcode(n),
          category_id: categoryIds[n % categoryIds.length] ?? 0,
          item_area_id: areaIds[n % areaIds.length] ?? 0,
          unit: n % 2 ? 'kg' : 'each',
          alert_days: n % 4 ? 7 : null,
          image_hash: n % 5 ? (hashes[n % hashes.length] ?? null) : null,
          ...stamps,
        });
      }
      await trx.insertInto('items').values(rows).execute();
    }
  });
}
