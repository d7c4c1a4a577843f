import type { suppliers as english } from '../en/suppliers';
import type { FeatureCatalogue } from '../catalogue';

export const suppliers: FeatureCatalogue<typeof english> = {
  'suppliers.search': 'Rechercher des fournisseurs',
  'suppliers.importCsv': 'Importer un CSV',
  'suppliers.loading': 'Chargement des fournisseurs...',
  'suppliers.loadingDetail': 'Chargement du fournisseur...',
  'suppliers.empty': 'Aucun fournisseur trouvé.',
  'suppliers.name': 'Nom du fournisseur',
  'suppliers.namePlaceholder': 'Saisissez le nom du fournisseur',
  'suppliers.email': 'E-mail',
  'suppliers.emailPlaceholder': "Saisissez l'e-mail",
  'suppliers.phone': 'Téléphone',
  'suppliers.phonePlaceholder': 'Saisissez le numéro de téléphone',
  'suppliers.address': 'Adresse',
  'suppliers.addressPlaceholder': "Saisissez l'adresse",
  'suppliers.edit': 'Modifier le fournisseur',
  'suppliers.delete': 'Supprimer le fournisseur',
};
