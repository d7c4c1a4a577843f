import type { Transaction } from 'kysely';
import type { Transfer } from '../../contract/schemas/transfers';
import { actorOf, recordActivity, type ActivitySummary } from '../activity';
import type { Actor } from '../auth/actor';
import type { Database } from '../db/schema';

/**
 * A transfer's step (entity transfer): sent (at the source), received (at the destination) or
 * cancelled (at the source); linked to both sites and the items.
 */
export function recordTransferStep(
  trx: Transaction<Database>,
  actor: Actor,
  step: 'send' | 'receive' | 'cancel',
  transfer: Transfer,
): Promise<void> {
  const number = transfer.TransferNumber;
  const summaries: Record<typeof step, ActivitySummary> = {
    send: {
      key: 'transfer.sent',
      values: { number, from: transfer.FromSite.Name, to: transfer.ToSite.Name },
    },
    receive: { key: 'transfer.received', values: { number, to: transfer.ToSite.Name } },
    cancel: { key: 'transfer.cancelled', values: { number } },
  };
  return recordActivity(trx, {
    actor: actorOf(actor),
    siteId: step === 'receive' ? transfer.ToSiteID : transfer.FromSiteID,
    action: step,
    entity: 'transfer',
    entityId: transfer.TransferId,
    summary: summaries[step],
    changes: step === 'send' ? null : { status: ['in_transit', transfer.Status] },
    links: [
      { entity: 'site', entityId: transfer.FromSiteID },
      { entity: 'site', entityId: transfer.ToSiteID },
      ...transfer.Lines.map((line) => ({ entity: 'item' as const, entityId: line.ItemID })),
    ],
  });
}
