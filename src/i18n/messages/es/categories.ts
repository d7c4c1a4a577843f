import type { categories as english } from '../en/categories';
import type { FeatureCatalogue } from '../catalogue';

export const categories: FeatureCatalogue<typeof english> = {
  'categories.search': 'Buscar categorías',
  'categories.loading': 'Cargando categorías...',
  'categories.empty': 'No se han encontrado categorías.',
  'categories.descriptions': 'Descripciones',
};
