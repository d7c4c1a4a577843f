import type { categories as english } from '../en/categories';
import type { FeatureCatalogue } from '../catalogue';

export const categories: FeatureCatalogue<typeof english> = {
  'categories.search': 'Rechercher des catégories',
  'categories.loading': 'Chargement des catégories...',
  'categories.empty': 'Aucune catégorie trouvée.',
  'categories.descriptions': 'Descriptions',
};
