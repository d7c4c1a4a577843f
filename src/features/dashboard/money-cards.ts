import type { DashboardSummary } from '../../../contract/schemas/stock';
import { formatMoney } from '../../lib/money';
import { ROUTES } from '../../lib/routes';
import { formatQuantity } from '../../ui/format';
import { MONEY_CARD_TEXT } from './money-card-texts';

/** A dashboard card with a money figure, a note under it and the screen it opens. */
export interface MoneyCard {
  key: 'stockValue' | 'wasteThisMonth';
  label: string;
  /** Formatted in the currency; null while unknown (the card shows a dash). */
  value: string | null;
  note: string | null;
  to: string;
}

type Figures = Pick<
  DashboardSummary,
  'currency' | 'stockValue' | 'stockUnvaluedQuantity' | 'wasteCostThisMonth'
>;

/**
 * The dashboard's Stock Value and Waste This Month cards (design: Valuation), for roles with
 * page Valuation; the server sends the figures only to them.
 */
export function valuationCards(figures: Figures | null): MoneyCard[] {
  const t = MONEY_CARD_TEXT;
  const currency = figures?.currency ?? null;
  const money = (amount: number | undefined) =>
    amount === undefined ? null : formatMoney(amount, currency);
  const unvalued = figures?.stockUnvaluedQuantity ?? 0;
  return [
    {
      key: 'stockValue',
      label: t.stockValue,
      value: money(figures?.stockValue),
      note: unvalued > 0 ? t.unvaluedPart(formatQuantity(unvalued)) : null,
      to: ROUTES.stockValue,
    },
    {
      key: 'wasteThisMonth',
      label: t.wasteThisMonth,
      value: money(figures?.wasteCostThisMonth),
      note: null,
      to: ROUTES.wasteCost,
    },
  ];
}
