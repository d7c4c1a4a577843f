/** Every user-visible text of the purchasing screens, in one place for translation. */
export const PURCHASING_TEXT = {
  onHand: 'on hand',
  onOrder: 'on order',
  reorderPoint: 'reorder point',
  fillToPar: 'fill to par',
  fillToReorderPoint: 'fill to reorder point',
  of: 'of',
  /** "2 cases": the pack name in the plural when the count is not 1. */
  plural: (name: string) => (/(s|x|z|ch|sh)$/i.test(name) ? `${name}es` : `${name}s`),
  packEntryInvalid: 'Enter packs and units, e.g. "3 case + 2", or a number of units.',
} as const;
