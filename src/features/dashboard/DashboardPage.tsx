import { canAccess } from '../../../contract/roles';
import {
  listItemLocations,
  listLowItems,
  countItems,
  countReceivedItems,
  countUsers,
} from '../../api/stock-insight';
import { listWasteItems } from '../../api/waste';
import { useSession } from '../../app/SessionContext';
import {
  countSpeedClasses,
  locationRows,
  lowStockRows,
  movementSeries,
  summaryCards,
  wasteByReason,
} from './dashboard-figures';
import { LocationTable } from './LocationTable';
import { LowStockTable } from './LowStockTable';
import { MovementChart } from './MovementChart';
import { SummaryCards } from './SummaryCards';
import { useSavedSource } from './useSavedSource';
import { WastePieChart } from './WastePieChart';
import './dashboard.css';

/** Shown in the pie's panel when the waste list failed and nothing was saved. */
export const WASTE_LOAD_ERROR = 'Wasted items could not be loaded.';

/**
 * Dashboard (spec 2.6), for every role: summary cards, the movement chart, item locations, the
 * waste pie and low stock. Each input is saved and shown offline; failures are only logged.
 */
export function DashboardPage() {
  const { session } = useSession();
  const totalItems = useSavedSource('items-total', countItems);
  const received = useSavedSource('received-total', countReceivedItems);
  const users = useSavedSource('users-total', countUsers);
  const locations = useSavedSource('item-locations', listItemLocations);
  const waste = useSavedSource('waste', listWasteItems);
  const low = useSavedSource('low-items', listLowItems);

  const cards = summaryCards({
    totalItems: totalItems.data,
    receivedCount: received.data,
    totalUsers: users.data,
  });
  const items = locations.data?.items ?? [];
  const points = movementSeries(countSpeedClasses(items));
  const slices = wasteByReason(waste.data?.wasteItems ?? []);
  const wasteError = waste.failed && waste.data === null ? WASTE_LOAD_ERROR : null;

  return (
    <div className="dashboard">
      <SummaryCards cards={cards} />
      <div className="dashboard-panels">
        <MovementChart points={points} />
        <WastePieChart slices={slices} error={wasteError} />
        <LocationTable
          rows={locationRows(items)}
          loading={locations.loading}
          moreTo={canAccess(session?.roleName, 'Item Movement') ? '/item-movement' : undefined}
        />
        <LowStockTable
          rows={lowStockRows(low.data ?? [])}
          loading={low.loading}
          canRestock={canAccess(session?.roleName, 'Add Inventory')}
        />
      </div>
    </div>
  );
}
