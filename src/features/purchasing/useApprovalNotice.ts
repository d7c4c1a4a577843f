import { useCallback } from 'react';
import { needsApproval } from '../../../contract/po-approval';
import { useCurrency, usePoApprovalLimit } from '../../hooks/useCurrency';
import { useSession } from '../../hooks/SessionContext';
import { useT } from '../../i18n';
import { formatMoney } from '../../lib/money';

/**
 * Suggested Orders' notice (design: Activity log and approvals): for an order total, the
 * sentence saying it will wait for an Administrator once sent, or null (under the limit, no
 * limit, or the user is an Administrator). The limit is the one the dashboard summary gives.
 */
export function useApprovalNotice(): (total: number) => string | null {
  const t = useT();
  const { session } = useSession();
  const limit = usePoApprovalLimit();
  const currency = useCurrency();
  const roleName = session?.roleName;
  return useCallback(
    (total: number) =>
      limit !== null && needsApproval(total, roleName, limit)
        ? t('approvals.suggestionNotice', { limit: formatMoney(limit, currency) })
        : null,
    [t, roleName, limit, currency],
  );
}
