import type { itemAreas as english } from '../en/itemAreas';
import type { FeatureCatalogue } from '../catalogue';

export const itemAreas: FeatureCatalogue<typeof english> = {
  'itemAreas.search': 'Lagerbereiche suchen',
  'itemAreas.loading': 'Lagerbereiche werden geladen...',
  'itemAreas.caption': 'Lagerbereiche',
  'itemAreas.empty': 'Keine Lagerbereiche gefunden.',
  'itemAreas.name': 'Name des Lagerbereichs',
  'itemAreas.namePlaceholder': 'Namen des Lagerbereichs eingeben',
  'itemAreas.speedClass': 'Umschlag',
  'itemAreas.speedClassPlaceholder': 'Umschlag auswählen',
  'itemAreas.actions': 'Aktionen',
  'itemAreas.editRow': '{name} bearbeiten',
  'itemAreas.deleteRow': '{name} löschen',
  'itemAreas.edit': 'Lagerbereich bearbeiten',
  'itemAreas.delete': 'Lagerbereich löschen',
  'itemAreas.speedSlow': 'Langsam',
  'itemAreas.speedMedium': 'Mittel',
  'itemAreas.speedFast': 'Schnell',
};
