import type { waste as english } from '../en/waste';
import type { FeatureCatalogue } from '../catalogue';

export const waste: FeatureCatalogue<typeof english> = {
  'waste.searchPlaceholder': 'Rechercher des pertes',
  'waste.loading': 'Chargement des pertes...',
  'waste.noneToShow': 'Aucune perte à afficher.',
  'waste.caption': 'Pertes',
  'waste.noneFound': 'Aucune perte trouvée.',
  'waste.item': 'Article',
  'waste.quantity': 'Quantité',
  'waste.reason': 'Motif',
  'waste.wastedAt': 'Date de la perte',
  'waste.by': 'Par',
  'waste.reasonDamaged': 'Abîmé',
  'waste.reasonExpired': 'Périmé',
  'waste.itemNumber': 'Article n° {id}',
  'waste.adding': 'Ajout...',
  'waste.add': 'Déclarer la perte',
  'waste.summary': '{quantity} × {item} ({reason})',
};
