import type { labels as english } from '../en/labels';
import type { FeatureCatalogue } from '../catalogue';

export const labels: FeatureCatalogue<typeof english> = {
  'labels.layout': 'Étiquettes',
  'labels.a4': 'Feuille A4, 3 x 8',
  'labels.roll': 'Rouleau, 50 x 25 mm',
  'labels.print': 'Imprimer',
  'labels.loading': 'Chargement des articles...',
  'labels.empty': 'Aucun article à imprimer.',
  'labels.barcode': 'Code-barres {barcode}',
  'labels.capped':
    'Étiquettes des {shown} premiers articles sur {total}. Recherchez ou sélectionnez les articles voulus pour imprimer les autres, {shown} à la fois.',
};
