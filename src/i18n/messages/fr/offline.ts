import type { offline as english } from '../en/offline';
import type { FeatureCatalogue } from '../catalogue';

export const offline: FeatureCatalogue<typeof english> = {
  'offline.only': 'Vous êtes hors ligne.',
  'offline.nothingSaved': "Vous êtes hors ligne. Rien n'a encore été enregistré sur cet appareil.",
  'offline.showingSaved': 'Vous êtes hors ligne. Données enregistrées {when}.',
  'offline.ready': 'Prêt hors ligne',
  'offline.savingItems':
    'Enregistrement des articles pour le hors ligne\u00a0: {saved} sur {total}',
  'offline.savingSuppliers':
    'Enregistrement des fournisseurs pour le hors ligne\u00a0: {saved} sur {total}',
  'offline.savingDepartments':
    'Enregistrement des services pour le hors ligne\u00a0: {saved} sur {total}',
  'offline.savingItemAreas':
    'Enregistrement des zones de stockage pour le hors ligne\u00a0: {saved} sur {total}',
  'offline.savingCategories':
    'Enregistrement des catégories pour le hors ligne\u00a0: {saved} sur {total}',
  'offline.savingPurchaseOrders':
    'Enregistrement des bons de commande ouverts pour le hors ligne\u00a0: {saved} sur {total}',
  'offline.syncedAt': 'Mis à jour {when}',
  'offline.installApp': "Installer l'application",
  'offline.newVersion': 'Une nouvelle version est disponible.',
  'offline.reload': 'Recharger',
};
