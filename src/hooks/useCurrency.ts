import { useEffect, useState } from 'react';
import type { DashboardSummary } from '../../contract/schemas/stock';
import { readDashboardSummary } from '../api/stock-insight';
import { listPageKey, readListPage, saveListPage } from '../offline/list-pages';
import { writeTicket } from '../offline/write-session';

/** Where the dashboard saves its summary (features/dashboard/useSavedSource), at this site. */
const summaryKey = () => listPageKey('dashboard', 'summary');

/**
 * A setting of the installation the dashboard summary carries: from the device's saved summary
 * at once (offline too), else asked once. `pick` answers undefined while the summary does not
 * say it (a summary saved before the setting existed is asked again). Null while unknown.
 */
function useSummarySetting<T>(pick: (summary: DashboardSummary) => T | undefined): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    const screen = { open: true };
    void (async () => {
      const saved = await readListPage<DashboardSummary>(summaryKey()).catch(() => null);
      const known = saved ? pick(saved.data) : undefined;
      if (known !== undefined) {
        if (screen.open) setValue(known);
        return;
      }
      const ticket = writeTicket();
      const fresh = await readDashboardSummary().catch(() => null);
      const told = fresh ? pick(fresh) : undefined;
      if (!fresh || told === undefined) return;
      await saveListPage(summaryKey(), fresh, ticket).catch(() => undefined);
      if (screen.open) setValue(told);
    })();
    return () => {
      screen.open = false;
    };
    // `pick` is a module-level function of each hook below: the effect runs once.
  }, [pick]);
  return value;
}

const currencyOf = (summary: DashboardSummary) => summary.currency || undefined;
const approvalLimitOf = (summary: DashboardSummary) => summary.poApprovalLimit;

/**
 * The installation's currency (design: Valuation), as the server's dashboard summary says it.
 * Null while unknown: amounts then show as plain numbers, never in a guessed currency.
 */
export function useCurrency(): string | null {
  return useSummarySetting(currencyOf);
}

/**
 * PO_APPROVAL_LIMIT (design: Activity log and approvals), as the dashboard summary says it:
 * null when there is none or while unknown (no notice is then shown; the server decides anyway).
 */
export function usePoApprovalLimit(): number | null {
  return useSummarySetting(approvalLimitOf);
}
