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
  'scanner.scan': 'Escanear',
  'scanner.title': 'Escanear código de barras',
  'scanner.addItemLink': 'Añadir artículo',
  'scanner.lastRead': 'Última lectura:',
  'scanner.scannedCount': 'Escaneados: {count}',
  'scanner.camera': 'Cámara',
  'scanner.torchOn': 'Encender linterna',
  'scanner.torchOff': 'Apagar linterna',
  'scanner.done': 'Listo',
  'scanner.close': 'Cerrar',
};
