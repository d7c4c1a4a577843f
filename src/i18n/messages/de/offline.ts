import type { offline as english } from '../en/offline';
import type { FeatureCatalogue } from '../catalogue';

export const offline: FeatureCatalogue<typeof english> = {
  'offline.only': 'Sie sind offline.',
  'offline.nothingSaved': 'Sie sind offline. Auf diesem Gerät ist noch nichts gespeichert.',
  'offline.showingSaved': 'Sie sind offline. Angezeigt werden Daten, gespeichert {when}.',
  'offline.ready': 'Offline bereit',
  'offline.savingItems': 'Artikel werden für offline gespeichert: {saved} von {total}',
  'offline.savingSuppliers': 'Lieferanten werden für offline gespeichert: {saved} von {total}',
  'offline.savingDepartments': 'Abteilungen werden für offline gespeichert: {saved} von {total}',
  'offline.savingItemAreas': 'Lagerbereiche werden für offline gespeichert: {saved} von {total}',
  'offline.savingCategories': 'Kategorien werden für offline gespeichert: {saved} von {total}',
  'offline.savingPurchaseOrders':
    'Offene Bestellungen werden für offline gespeichert: {saved} von {total}',
  'offline.syncedAt': 'Aktualisiert {when}',
  'offline.installApp': 'App installieren',
  'offline.newVersion': 'Eine neue Version ist verfügbar.',
  'offline.reload': 'Neu laden',
};
