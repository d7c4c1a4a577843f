import type { departments as english } from '../en/departments';
import type { FeatureCatalogue } from '../catalogue';

export const departments: FeatureCatalogue<typeof english> = {
  'departments.search': 'Abteilungen suchen',
  'departments.loading': 'Abteilungen werden geladen...',
  'departments.empty': 'Keine Abteilungen gefunden.',
};
