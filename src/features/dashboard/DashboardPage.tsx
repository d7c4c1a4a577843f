import { useCallback } from 'react';
import { canAccess, canApprovePurchaseOrders } from '../../../contract/roles';
import { readDashboardSummary } from '../../api/stock-insight';
import { useSession } from '../../hooks/SessionContext';
import { useReportSite } from '../../hooks/useReportSite';
import { ReportSiteToggle } from '../../ui/ReportSiteToggle';
import {
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
import { useListChangeCount } from '../../hooks/useListChangeCount';
import { useSavedSource } from './useSavedSource';
import { WastePieChart } from './WastePieChart';
import './dashboard.css';
import { ROUTES } from '../../lib/routes';
import { ApprovalsCard } from './ApprovalsCard';
import { MoneyCards } from './MoneyCards';
import { valuationCards } from './money-cards';
import { useT } from '../../i18n';

/** The lists the summary's figures are made of: an event on one refreshes the dashboard. */
const SUMMARY_LISTS = ['items', 'locations', 'receive-items', 'waste', 'orders'] as const;
/** An approver's summary also counts the orders awaiting approval. */
const APPROVER_SUMMARY_LISTS = [...SUMMARY_LISTS, 'purchase-orders'] as const;

/**
 * Dashboard (spec 2.6), for every role: summary cards, the movement chart, item locations, the
 * waste pie and low stock. One input, the server's totals (GET /dashboard/summary, design:
 * Scale), saved and shown offline; failures are only logged.
 */
export function DashboardPage() {
  const t = useT();
  const { session } = useSession();
  const approver = canApprovePurchaseOrders(session?.roleName);
  // Administrator and Manager may add up every site (only with more than one).
  const report = useReportSite();
  const { site } = report;
  const load = useCallback(() => readDashboardSummary(site), [site]);
  const changes = useListChangeCount(approver ? APPROVER_SUMMARY_LISTS : SUMMARY_LISTS);
  const summary = useSavedSource('summary', load, changes, site);
  const figures = summary.data;

  const cards = summaryCards({
    totalItems: figures?.totalItems ?? null,
    receivedCount: figures?.receivedCount ?? null,
    totalUsers: figures?.totalUsers ?? null,
  });
  const points = movementSeries(figures?.speedCounts ?? { Fast: 0, Medium: 0, Slow: 0 });
  const slices = wasteByReason(figures?.wasteByReason ?? []);
  // Shown in the pie's panel when the summary failed and nothing was saved.
  const wasteError = summary.failed && figures === null ? t('dashboard.wasteLoadError') : null;

  return (
    <div className="dashboard">
      {report.offered ? (
        <div className="toolbar dashboard-toolbar">
          <ReportSiteToggle report={report} />
        </div>
      ) : null}
      <SummaryCards cards={cards} />
      {canAccess(session?.roleName, 'Valuation') ? (
        <MoneyCards cards={valuationCards(figures)} />
      ) : null}
      {approver ? <ApprovalsCard count={figures?.awaitingApproval} /> : null}
      <div className="dashboard-panels">
        <MovementChart points={points} />
        <WastePieChart slices={slices} error={wasteError} />
        <LocationTable
          rows={locationRows(figures?.locations ?? [])}
          loading={summary.loading}
          moreTo={canAccess(session?.roleName, 'Item Movement') ? ROUTES.itemMovement : undefined}
        />
        <LowStockTable
          rows={lowStockRows(figures?.lowItems ?? [])}
          total={figures?.lowItemsTotal}
          loading={summary.loading}
          canRestock={canAccess(session?.roleName, 'Add Inventory')}
        />
      </div>
    </div>
  );
}
