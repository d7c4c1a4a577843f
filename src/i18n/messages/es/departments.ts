import type { departments as english } from '../en/departments';
import type { FeatureCatalogue } from '../catalogue';

export const departments: FeatureCatalogue<typeof english> = {
  'departments.search': 'Buscar departamentos',
  'departments.loading': 'Cargando departamentos...',
  'departments.empty': 'No se han encontrado departamentos.',
};
