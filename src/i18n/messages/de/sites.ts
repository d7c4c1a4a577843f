import type { sites as english } from '../en/sites';
import type { FeatureCatalogue } from '../catalogue';

export const sites: FeatureCatalogue<typeof english> = {
  'sites.controlLabel': 'Standort:',
  'sites.choose': 'Standort wählen',
  'sites.searchPlaceholder': 'Standorte suchen',
  'sites.loading': 'Standorte werden geladen...',
  'sites.loadingDetail': 'Standort wird geladen...',
  'sites.empty': 'Keine Standorte gefunden.',
  'sites.name': 'Standortname',
  'sites.namePlaceholder': 'Standortnamen eingeben',
  'sites.address': 'Adresse',
  'sites.addressPlaceholder': 'Adresse des Standorts eingeben',
  'sites.added': 'Standort hinzugefügt.',
  'sites.addFailed': 'Der Standort konnte nicht hinzugefügt werden.',
  'sites.updated': 'Standort aktualisiert.',
  'sites.deleted': 'Standort gelöscht.',
  'sites.loadFailed': 'Die Standorte konnten nicht geladen werden.',
  'sites.notFound': 'Standort nicht gefunden.',
  'sites.editTitle': 'Standort bearbeiten',
  'sites.deleteTitle': 'Standort löschen',
};
