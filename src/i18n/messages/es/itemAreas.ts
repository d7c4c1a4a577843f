import type { itemAreas as english } from '../en/itemAreas';
import type { FeatureCatalogue } from '../catalogue';

export const itemAreas: FeatureCatalogue<typeof english> = {
  'itemAreas.search': 'Buscar zonas',
  'itemAreas.loading': 'Cargando zonas...',
  'itemAreas.caption': 'Zonas',
  'itemAreas.empty': 'No se han encontrado zonas.',
  'itemAreas.name': 'Nombre de la zona',
  'itemAreas.namePlaceholder': 'Escribe el nombre de la zona',
  'itemAreas.speedClass': 'Rotación',
  'itemAreas.speedClassPlaceholder': 'Elige la rotación',
  'itemAreas.actions': 'Acciones',
  'itemAreas.editRow': 'Editar {name}',
  'itemAreas.deleteRow': 'Eliminar {name}',
  'itemAreas.edit': 'Editar zona',
  'itemAreas.delete': 'Eliminar zona',
  'itemAreas.speedSlow': 'Lenta',
  'itemAreas.speedMedium': 'Media',
  'itemAreas.speedFast': 'Rápida',
};
