import { sql } from 'kysely';
import { ALL_SITES } from '../../contract/paths';
import { toMoney } from '../../contract/money';
import type { DbOrTrx } from '../db/schema';
import { joinSum, splitSum } from './exact-sums';

/**
 * What the transfers in transit carry (design: Sites and transfers): the cost of the lots they
 * took, which left the source's value at sending and join the destination's at receipt, so it is
 * in neither site's stock value. For one site: the transfers in transit from it or to it; for
 * `all`: every one, once. Lots without a known cost count nothing, as in the stock value. Apart
 * from readStockValue so that the per-site valuation changes and this one stay apart.
 */
export async function readInTransitValue(
  db: DbOrTrx,
  site: number | typeof ALL_SITES,
): Promise<number> {
  const cost = splitSum(db, sql`transfer_lots.cost`);
  const row = await db
    .selectFrom('transfer_lots')
    .innerJoin('transfer_lines', 'transfer_lines.id', 'transfer_lots.line_id')
    .innerJoin('transfers', 'transfers.id', 'transfer_lines.transfer_id')
    .select([cost.high.as('high'), cost.low.as('low')])
    .where('transfers.status', '=', 'in_transit')
    .$if(site !== ALL_SITES, (query) =>
      query.where((eb) =>
        eb.or([
          eb('transfers.from_site_id', '=', Number(site)),
          eb('transfers.to_site_id', '=', Number(site)),
        ]),
      ),
    )
    .executeTakeFirstOrThrow();
  return toMoney(joinSum(row.high, row.low));
}

/** With one site there is nothing in transit, and the report stays as the spec's (no field). */
export async function hasSeveralSites(db: DbOrTrx): Promise<boolean> {
  const rows = await db.selectFrom('sites').select('id').limit(2).execute();
  return rows.length > 1;
}
