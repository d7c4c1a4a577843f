import type { suppliers as english } from '../en/suppliers';
import type { FeatureCatalogue } from '../catalogue';

export const suppliers: FeatureCatalogue<typeof english> = {
  'suppliers.search': 'Lieferanten suchen',
  'suppliers.importCsv': 'CSV importieren',
  'suppliers.loading': 'Lieferanten werden geladen...',
  'suppliers.loadingDetail': 'Lieferant wird geladen...',
  'suppliers.empty': 'Keine Lieferanten gefunden.',
  'suppliers.name': 'Lieferantenname',
  'suppliers.namePlaceholder': 'Lieferantennamen eingeben',
  'suppliers.email': 'E-Mail',
  'suppliers.emailPlaceholder': 'E-Mail-Adresse eingeben',
  'suppliers.phone': 'Telefonnummer',
  'suppliers.phonePlaceholder': 'Telefonnummer eingeben',
  'suppliers.address': 'Adresse',
  'suppliers.addressPlaceholder': 'Adresse eingeben',
  'suppliers.edit': 'Lieferant bearbeiten',
  'suppliers.delete': 'Lieferant löschen',
};
