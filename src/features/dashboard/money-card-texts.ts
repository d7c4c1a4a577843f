import { translate } from '../../i18n';

/** Every user-visible text of the dashboard's money cards (design: Valuation), translated. */
export const MONEY_CARD_TEXT = {
  get group() {
    return translate('routes.valuation');
  },
  get stockValue() {
    return translate('routes.stockValue');
  },
  get wasteThisMonth() {
    return translate('dashboard.wasteThisMonth');
  },
  unvaluedPart: (quantity: string) => translate('dashboard.unvalued', { quantity }),
};
