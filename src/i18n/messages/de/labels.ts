import type { labels as english } from '../en/labels';
import type { FeatureCatalogue } from '../catalogue';

export const labels: FeatureCatalogue<typeof english> = {
  'labels.layout': 'Etiketten',
  'labels.a4': 'A4-Bogen, 3 x 8',
  'labels.roll': 'Rolle, 50 x 25 mm',
  'labels.print': 'Drucken',
  'labels.loading': 'Artikel werden geladen...',
  'labels.empty': 'Keine Artikel zum Drucken.',
  'labels.barcode': 'Barcode {barcode}',
  'labels.capped':
    'Etiketten für die ersten {shown} von {total} Artikeln. Suchen oder wählen Sie die benötigten Artikel, um den Rest zu drucken, jeweils {shown}.',
};
