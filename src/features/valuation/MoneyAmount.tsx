import { formatMoney } from '../../lib/money';
import { Badge } from '../../ui/Badge';
import { VALUATION_TEXT } from './texts';

/** An amount in the currency; null (nothing of it had a known cost) says "unvalued", never 0. */
export function MoneyAmount({
  amount,
  currency,
}: {
  amount: number | null;
  currency: string | null;
}) {
  if (amount === null) return <Badge tone="warning">{VALUATION_TEXT.unvalued}</Badge>;
  return <span className="money">{formatMoney(amount, currency)}</span>;
}
