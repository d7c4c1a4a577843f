import { sql } from 'kysely';
import { TRANSFER_LOSS_REASON } from '../../contract/paths';
import type { DbOrTrx } from '../db/schema';

/**
 * Waste reports and transfer losses as one table of the same columns (design: Sites and
 * transfers): a received transfer's shortfall is waste at its destination, on the day it was
 * received, under "Transfer loss", with the cost of what did not arrive. Losses are kept on the
 * transfer line, not as waste rows (nobody reported them, and the Waste list keeps the spec's
 * reasons), so the waste cost reads them here. With no transfers the second half is empty.
 */
export function wasteWithTransferLosses(db: DbOrTrx) {
  return db
    .selectFrom('waste')
    .select([
      'waste.reason',
      'waste.item_id',
      'waste.quantity',
      'waste.cost',
      'waste.unvalued_quantity',
      'waste.wasted_at',
      'waste.site_id',
    ])
    .unionAll(
      db
        .selectFrom('transfer_lines')
        .innerJoin('transfers', 'transfers.id', 'transfer_lines.transfer_id')
        .select([
          sql<string>`${sql.lit(TRANSFER_LOSS_REASON)}`.as('reason'),
          'transfer_lines.item_id',
          sql<number>`transfer_lines.lost_quantity`.as('quantity'),
          'transfer_lines.lost_value as cost',
          sql<number>`coalesce(transfer_lines.lost_unvalued_quantity, 0)`.as('unvalued_quantity'),
          sql<string>`transfers.received_at`.as('wasted_at'),
          'transfers.to_site_id as site_id',
        ])
        .where('transfer_lines.lost_quantity', '>', 0),
    );
}
