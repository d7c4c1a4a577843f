/** Every user-visible text of a posted stocktake's money (design: Valuation), for translation. */
export const VARIANCE_VALUE_TEXT = {
  column: 'Variance Value',
  total: 'Variance value',
  /** A change with no known cost: shown as such, never as zero. */
  unvalued: 'unvalued',
} as const;
