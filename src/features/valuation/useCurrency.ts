import { useEffect, useState } from 'react';
import type { DashboardSummary } from '../../../contract/schemas/stock';
import { readDashboardSummary } from '../../api/stock-insight';
import { listPageKey, readListPage, saveListPage } from '../../offline/list-pages';

/** Where the dashboard saves its summary (features/dashboard/useSavedSource). */
const SUMMARY_KEY = listPageKey('dashboard', 'summary');

/**
 * The installation's currency (design: Valuation), as the server's dashboard summary says it:
 * from the device's saved summary at once (offline too), else asked once. Null while unknown:
 * amounts then show as plain numbers, never in a guessed currency.
 */
export function useCurrency(known?: string | null): string | null {
  const [currency, setCurrency] = useState<string | null>(null);
  useEffect(() => {
    if (known) return;
    let active = true;
    void (async () => {
      const saved = await readListPage<DashboardSummary>(SUMMARY_KEY).catch(() => null);
      if (saved?.data.currency) {
        if (active) setCurrency(saved.data.currency);
        return;
      }
      const fresh = await readDashboardSummary().catch(() => null);
      if (!fresh?.currency) return;
      await saveListPage(SUMMARY_KEY, fresh).catch(() => undefined);
      if (active) setCurrency(fresh.currency);
    })();
    return () => {
      active = false;
    };
  }, [known]);
  return known || currency;
}
