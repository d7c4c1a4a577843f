import type { categories as english } from '../en/categories';
import type { FeatureCatalogue } from '../catalogue';

export const categories: FeatureCatalogue<typeof english> = {
  'categories.search': 'Kategorien suchen',
  'categories.loading': 'Kategorien werden geladen...',
  'categories.empty': 'Keine Kategorien gefunden.',
  'categories.descriptions': 'Beschreibungen',
};
