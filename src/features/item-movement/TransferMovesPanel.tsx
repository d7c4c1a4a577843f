import { useCallback } from 'react';
import { MAIN_SITE_ID } from '../../../contract/paths';
import { canAccess } from '../../../contract/roles';
import { listTransfers } from '../../api/transfers';
import { useSession } from '../../hooks/SessionContext';
import { useServerList } from '../../hooks/useServerList';
import { useSites } from '../../hooks/useSites';
import { DataTable } from '../../ui/DataTable';
import { formatDayMonth, formatQuantity } from '../../ui/format';
import { transferMoves } from './item-movement';

/** The latest transfers of the site, in and out; the few a panel shows. */
const LATEST_QUERY = 'page=1&pageSize=10';

const TEXT = {
  title: 'Latest Transfers',
  caption: 'Transfers in and out',
  failed: 'Transfers could not be loaded.',
  item: 'Item',
  quantity: 'Quantity',
  site: 'Site',
  date: 'Date',
  to: (site: string) => `Sent to ${site}`,
  from: (site: string) => `From ${site}`,
} as const;

/**
 * Item Movement's transfers out and in, naming the other site (design: Sites and transfers):
 * only for a user of several sites whose role sends or receives them; nothing is asked otherwise.
 */
export function TransferMovesPanel() {
  const { session } = useSession();
  const sites = useSites();
  if (!sites.several || !canAccess(session?.roleName, 'Transfers')) return null;
  return <LatestTransfers siteId={sites.siteId ?? MAIN_SITE_ID} />;
}

function LatestTransfers({ siteId }: { siteId: number }) {
  const load = useCallback(() => listTransfers(LATEST_QUERY), []);
  const list = useServerList('transfers', LATEST_QUERY, load, TEXT.failed);
  const moves = transferMoves(list.data?.transfers ?? [], siteId);
  if (moves.length === 0) return null;
  return (
    <section className="adjustments-panel" aria-labelledby="transfer-moves-title">
      <h2 id="transfer-moves-title" className="panel-title">
        {TEXT.title}
      </h2>
      <DataTable
        caption={TEXT.caption}
        rows={moves}
        rowKey={(move) => move.key}
        columns={[
          { header: TEXT.item, primary: true, cell: (move) => move.itemName },
          {
            header: TEXT.quantity,
            className: 'nowrap',
            cell: (move) =>
              `${move.quantity > 0 ? '+' : '−'}${formatQuantity(Math.abs(move.quantity))} ${move.unit}`,
          },
          {
            header: TEXT.site,
            cell: (move) =>
              move.direction === 'out' ? TEXT.to(move.otherSite) : TEXT.from(move.otherSite),
          },
          { header: TEXT.date, className: 'nowrap', cell: (move) => formatDayMonth(move.at) },
        ]}
      />
    </section>
  );
}
