import type { departments as english } from '../en/departments';
import type { FeatureCatalogue } from '../catalogue';

export const departments: FeatureCatalogue<typeof english> = {
  'departments.search': 'Rechercher des services',
  'departments.loading': 'Chargement des services...',
  'departments.empty': 'Aucun service trouvé.',
};
