import type { sites as english } from '../en/sites';
import type { FeatureCatalogue } from '../catalogue';

export const sites: FeatureCatalogue<typeof english> = {
  'sites.controlLabel': 'Site\u00a0:',
  'sites.choose': 'Choisissez un site',
  'sites.searchPlaceholder': 'Rechercher des sites',
  'sites.loading': 'Chargement des sites...',
  'sites.loadingDetail': 'Chargement du site...',
  'sites.empty': 'Aucun site trouvé.',
  'sites.name': 'Nom du site',
  'sites.namePlaceholder': 'Saisissez le nom du site',
  'sites.address': 'Adresse',
  'sites.addressPlaceholder': "Saisissez l'adresse du site",
  'sites.added': 'Site ajouté.',
  'sites.addFailed': "Impossible d'ajouter le site.",
  'sites.updated': 'Site mis à jour.',
  'sites.deleted': 'Site supprimé.',
  'sites.loadFailed': 'Impossible de charger les sites.',
  'sites.notFound': 'Site introuvable.',
  'sites.editTitle': 'Modifier le site',
  'sites.deleteTitle': 'Supprimer le site',
};
