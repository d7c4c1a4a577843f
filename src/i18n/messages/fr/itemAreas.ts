import type { itemAreas as english } from '../en/itemAreas';
import type { FeatureCatalogue } from '../catalogue';

export const itemAreas: FeatureCatalogue<typeof english> = {
  'itemAreas.search': 'Rechercher des zones',
  'itemAreas.loading': 'Chargement des zones...',
  'itemAreas.caption': 'Zones de stockage',
  'itemAreas.empty': 'Aucune zone trouvée.',
  'itemAreas.name': 'Nom de la zone',
  'itemAreas.namePlaceholder': 'Saisissez le nom de la zone',
  'itemAreas.speedClass': 'Rotation',
  'itemAreas.speedClassPlaceholder': 'Choisissez la rotation',
  'itemAreas.actions': 'Actions',
  'itemAreas.editRow': 'Modifier {name}',
  'itemAreas.deleteRow': 'Supprimer {name}',
  'itemAreas.edit': 'Modifier la zone',
  'itemAreas.delete': 'Supprimer la zone',
  'itemAreas.speedSlow': 'Lente',
  'itemAreas.speedMedium': 'Moyenne',
  'itemAreas.speedFast': 'Rapide',
};
