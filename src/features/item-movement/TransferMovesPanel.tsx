import { useCallback } from 'react';
import { MAIN_SITE_ID } from '../../../contract/paths';
import { canAccess } from '../../../contract/roles';
import { listTransfers } from '../../api/transfers';
import { useSession } from '../../hooks/SessionContext';
import { useServerList } from '../../hooks/useServerList';
import { useSites } from '../../hooks/useSites';
import { DataTable } from '../../ui/DataTable';
import { formatDayMonth, formatQuantity } from '../../ui/format';
import { useT } from '../../i18n';
import { transferMoves } from './item-movement';

/** The latest transfers of the site, in and out; the few a panel shows. */
const LATEST_QUERY = 'page=1&pageSize=10';

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
  const t = useT();
  const load = useCallback(() => listTransfers(LATEST_QUERY), []);
  const list = useServerList('transfers', LATEST_QUERY, load, t('itemMovement.transfersFailed'));
  const moves = transferMoves(list.data?.transfers ?? [], siteId);
  if (moves.length === 0) return null;
  return (
    <section className="adjustments-panel" aria-labelledby="transfer-moves-title">
      <h2 id="transfer-moves-title" className="panel-title">
        {t('itemMovement.latestTransfers')}
      </h2>
      <DataTable
        caption={t('itemMovement.transfersCaption')}
        rows={moves}
        rowKey={(move) => move.key}
        columns={[
          { header: t('itemMovement.item'), primary: true, cell: (move) => move.itemName },
          {
            header: t('itemMovement.quantity'),
            className: 'nowrap',
            cell: (move) =>
              `${move.quantity > 0 ? '+' : '−'}${formatQuantity(Math.abs(move.quantity))} ${move.unit}`,
          },
          {
            header: t('itemMovement.site'),
            cell: (move) =>
              move.direction === 'out'
                ? t('itemMovement.sentTo', { site: move.otherSite })
                : t('itemMovement.from', { site: move.otherSite }),
          },
          {
            header: t('itemMovement.date'),
            className: 'nowrap',
            cell: (move) => formatDayMonth(move.at),
          },
        ]}
      />
    </section>
  );
}
