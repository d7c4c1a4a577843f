/** Every user-visible text of the dashboard's money cards (design: Valuation), for translation. */
export const MONEY_CARD_TEXT = {
  group: 'Valuation',
  stockValue: 'Stock Value',
  wasteThisMonth: 'Waste This Month',
  unvaluedPart: (quantity: string) => `+ ${quantity} units unvalued`,
} as const;
