import type { sites as english } from '../en/sites';
import type { FeatureCatalogue } from '../catalogue';

export const sites: FeatureCatalogue<typeof english> = {
  'sites.controlLabel': 'Local:',
  'sites.choose': 'Elige un local',
  'sites.searchPlaceholder': 'Buscar locales',
  'sites.loading': 'Cargando locales...',
  'sites.loadingDetail': 'Cargando el local...',
  'sites.empty': 'No se han encontrado locales.',
  'sites.name': 'Nombre del local',
  'sites.namePlaceholder': 'Escribe el nombre del local',
  'sites.address': 'Dirección',
  'sites.addressPlaceholder': 'Escribe la dirección del local',
  'sites.added': '¡Local añadido!',
  'sites.addFailed': 'No se pudo añadir el local.',
  'sites.updated': '¡Local actualizado!',
  'sites.deleted': '¡Local eliminado!',
  'sites.loadFailed': 'No se pudieron cargar los locales.',
  'sites.notFound': 'No se ha encontrado el local.',
  'sites.editTitle': 'Editar local',
  'sites.deleteTitle': 'Eliminar local',
};
