import { formatMoney } from '../../lib/money';
import { Badge } from '../../ui/Badge';
import { useT } from '../../i18n';

/** An amount in the currency; null (nothing of it had a known cost) says "unvalued", never 0. */
export function MoneyAmount({
  amount,
  currency,
}: {
  amount: number | null;
  currency: string | null;
}) {
  const t = useT();
  if (amount === null) return <Badge tone="warning">{t('valuation.unvalued')}</Badge>;
  return <span className="money">{formatMoney(amount, currency)}</span>;
}
