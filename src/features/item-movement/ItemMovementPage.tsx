import { formatCount } from '../../ui/format';
import { useState } from 'react';
import { FALLBACK } from '../../../contract/messages';
import { listItemLocations, listLowItems } from '../../api/stock-insight';
import { useCachedList } from '../../hooks/useCachedList';
import { listPageKey } from '../../offline/list-pages';
import { NotSavedYet } from '../../ui/NotSavedYet';
import { SearchBox } from '../../ui/SearchBox';
import { StockAdjustmentTable } from '../../ui/StockAdjustmentTable';
import { useStockAdjustments } from '../../hooks/useStockAdjustments';
import {
  countPerZone,
  filterMovementRows,
  lowItemIdsOf,
  movementRows,
  type MovementData,
} from './item-movement';
import { MovementTable } from './MovementTable';
import { TransferMovesPanel } from './TransferMovesPanel';
import { ZoneChart } from './ZoneChart';
import './item-movement.css';

async function loadMovement(): Promise<MovementData> {
  const [locations, lowItems] = await Promise.all([listItemLocations(), listLowItems()]);
  return { ...locations, lowItemIds: lowItemIdsOf(lowItems) };
}

/** Item Movement (spec 2.12): items per zone, the total, and a searchable status table. */
export function ItemMovementPage() {
  const [search, setSearch] = useState('');
  const list = useCachedList(listPageKey('item-movement', ''), loadMovement, FALLBACK.itemsLoad);
  const data = list.data;
  const rows = data ? filterMovementRows(movementRows(data), search) : [];
  const adjustments = useStockAdjustments();

  return (
    <section className="item-movement">
      <section className="card movement-chart" aria-labelledby="zone-chart-title">
        <div className="movement-head">
          <h2 id="zone-chart-title" className="panel-title">
            Items per Zone
          </h2>
          <p className="movement-total">
            <span className="movement-total-label">Total Items</span>
            <span className="movement-total-value">
              {data ? formatCount(data.totalCount) : '—'}
            </span>
          </p>
        </div>
        {data ? (
          <ZoneChart zones={countPerZone(data.items)} />
        ) : list.unsavedOffline ? (
          <NotSavedYet />
        ) : (
          <div className="loading-text">
            {list.loading ? 'Loading items...' : 'No items to show.'}
          </div>
        )}
      </section>
      {adjustments && adjustments.adjustments.length > 0 ? (
        <section className="adjustments-panel" aria-labelledby="adjustments-title">
          <h2 id="adjustments-title" className="panel-title">
            Latest Stock Adjustments
          </h2>
          <StockAdjustmentTable adjustments={adjustments.adjustments} showItem />
        </section>
      ) : null}
      <TransferMovesPanel />
      <div className="toolbar">
        <SearchBox value={search} onChange={setSearch} placeholder="Search Items" />
      </div>
      {data === null ? null : <MovementTable rows={rows} />}
    </section>
  );
}
