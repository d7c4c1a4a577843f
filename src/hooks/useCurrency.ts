import { useEffect, useState } from 'react';
import type { DashboardSummary } from '../../contract/schemas/stock';
import { readDashboardSummary } from '../api/stock-insight';
import { listPageKey, readListPage, saveListPage } from '../offline/list-pages';
import { writeTicket } from '../offline/write-session';

/** Where the dashboard saves its summary (features/dashboard/useSavedSource), at this site. */
const summaryKey = () => listPageKey('dashboard', 'summary');

/**
 * The installation's currency (design: Valuation), as the server's dashboard summary says it:
 * from the device's saved summary at once (offline too), else asked once. Null while unknown:
 * amounts then show as plain numbers, never in a guessed currency.
 */
export function useCurrency(): string | null {
  const [currency, setCurrency] = useState<string | null>(null);
  useEffect(() => {
    const screen = { open: true };
    void (async () => {
      const saved = await readListPage<DashboardSummary>(summaryKey()).catch(() => null);
      const known = saved?.data.currency;
      if (known) {
        if (screen.open) setCurrency(known);
        return;
      }
      const ticket = writeTicket();
      const fresh = await readDashboardSummary().catch(() => null);
      if (!fresh?.currency) return;
      await saveListPage(summaryKey(), fresh, ticket).catch(() => undefined);
      if (screen.open) setCurrency(fresh.currency);
    })();
    return () => {
      screen.open = false;
    };
  }, []);
  return currency;
}
