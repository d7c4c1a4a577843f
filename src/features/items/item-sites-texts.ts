/** The item page's "Stock by site" texts (design: Sites and transfers), in one place to translate. */
export const ITEM_SITES_TEXT = {
  title: 'Stock by site',
  site: 'Site',
  itemArea: 'Item Area',
  parLevel: 'Par Level',
  reorderPoint: 'Reorder Point',
  onHand: 'On Hand',
  edit: 'Edit',
  editTitle: (site: string) => `Edit settings at ${site}`,
  noArea: 'None',
  loading: 'Loading stock by site...',
  unavailable: 'Stock by site is shown when online.',
  saved: 'Site settings updated successfully!',
} as const;
