/** The item form's "Reordering" group (design: Purchasing). */
export const REORDERING_TEXT = {
  group: 'Reordering',
  intro: 'Optional: Suggested Orders proposes this item when its stock falls to the reorder point.',
  parLevel: 'Par Level',
  parLevelPlaceholder: 'Fill up to',
  reorderPoint: 'Reorder Point',
  reorderPointPlaceholder: 'Reorder at or below',
  packSize: 'Pack Size',
  packSizePlaceholder: 'Units per pack, e.g. 6',
  packName: 'Pack Name',
  packNamePlaceholder: 'e.g. case',
  preferredSupplier: 'Preferred Supplier',
  noSupplier: 'No preferred supplier',
} as const;
