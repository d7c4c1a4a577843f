import type { scanner as english } from '../en/scanner';
import type { FeatureCatalogue } from '../catalogue';

export const scanner: FeatureCatalogue<typeof english> = {
  'scanner.itemLine': 'Artículo {number}',
  'scanner.quantity': 'Cantidad',
  'scanner.removeItem': 'Quitar el artículo {number}',
  'scanner.remove': '✕ Quitar',
  'scanner.addItem': '+ Añadir artículo',
  'scanner.pickerPlaceholder': 'Nombre o código de barras',
  'scanner.noMatch': 'Ningún artículo coincide.',
  'scanner.dismiss': 'Descartar',
  'scanner.cameraNumber': '{camera} {number}',
};
