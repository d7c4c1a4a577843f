/** Offline: the banner, device sync's progress and "Ready offline", the app's update prompts. */
export const offline = {
  'offline.only': 'You are offline.',
  'offline.nothingSaved': 'You are offline. Nothing has been saved on this device yet.',
  'offline.showingSaved': 'You are offline. Showing data saved {when}.',
  'offline.ready': 'Ready offline',
  'offline.savingItems': 'Saving items for offline use: {saved} of {total}',
  'offline.savingSuppliers': 'Saving suppliers for offline use: {saved} of {total}',
  'offline.savingDepartments': 'Saving departments for offline use: {saved} of {total}',
  'offline.savingItemAreas': 'Saving item areas for offline use: {saved} of {total}',
  'offline.savingCategories': 'Saving categories for offline use: {saved} of {total}',
  'offline.savingPurchaseOrders': 'Saving open purchase orders for offline use: {saved} of {total}',
  'offline.syncedAt': 'Brought up to date {when}',
  'offline.installApp': 'Install app',
  'offline.newVersion': 'A new version is available.',
  'offline.reload': 'Reload',
} as const;
