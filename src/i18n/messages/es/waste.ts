import type { waste as english } from '../en/waste';
import type { FeatureCatalogue } from '../catalogue';

export const waste: FeatureCatalogue<typeof english> = {
  'waste.searchPlaceholder': 'Buscar mermas',
  'waste.loading': 'Cargando mermas...',
  'waste.noneToShow': 'No hay mermas registradas.',
  'waste.caption': 'Mermas',
  'waste.noneFound': 'No se encontraron mermas.',
  'waste.item': 'Artículo',
  'waste.quantity': 'Cantidad',
  'waste.reason': 'Motivo',
  'waste.wastedAt': 'Fecha de la merma',
  'waste.by': 'Por',
  'waste.reasonDamaged': 'Dañado',
  'waste.reasonExpired': 'Caducado',
  'waste.itemNumber': 'Artículo n.º {id}',
  'waste.adding': 'Añadiendo...',
  'waste.add': 'Añadir merma',
  'waste.summary': '{quantity} × {item} ({reason})',
};
