import type { waste as english } from '../en/waste';
import type { FeatureCatalogue } from '../catalogue';

export const waste: FeatureCatalogue<typeof english> = {
  'waste.searchPlaceholder': 'Abfallmeldungen suchen',
  'waste.loading': 'Abfallmeldungen werden geladen...',
  'waste.noneToShow': 'Keine Abfallmeldungen vorhanden.',
  'waste.caption': 'Abfallmeldungen',
  'waste.noneFound': 'Keine Abfallmeldungen gefunden.',
  'waste.item': 'Artikel',
  'waste.quantity': 'Menge',
  'waste.reason': 'Grund',
  'waste.wastedAt': 'Entsorgt am',
  'waste.by': 'Von',
  'waste.reasonDamaged': 'Beschädigt',
  'waste.reasonExpired': 'Abgelaufen',
  'waste.itemNumber': 'Artikel Nr. {id}',
  'waste.adding': 'Wird erfasst...',
  'waste.add': 'Abfall erfassen',
  'waste.summary': '{quantity} × {item} ({reason})',
};
