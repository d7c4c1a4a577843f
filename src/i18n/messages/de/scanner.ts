import type { scanner as english } from '../en/scanner';
import type { FeatureCatalogue } from '../catalogue';

export const scanner: FeatureCatalogue<typeof english> = {
  'scanner.itemLine': 'Artikel {number}',
  'scanner.quantity': 'Menge',
  'scanner.removeItem': 'Artikel {number} entfernen',
  'scanner.remove': '✕ Entfernen',
  'scanner.addItem': '+ Artikel hinzufügen',
  'scanner.pickerPlaceholder': 'Name oder Barcode',
  'scanner.noMatch': 'Kein passender Artikel.',
  'scanner.dismiss': 'Ausblenden',
  'scanner.cameraNumber': '{camera} {number}',
  'scanner.scan': 'Scannen',
  'scanner.title': 'Barcode scannen',
  'scanner.addItemLink': 'Artikel hinzufügen',
  'scanner.lastRead': 'Zuletzt gelesen:',
  'scanner.scannedCount': 'Gescannt: {count}',
  'scanner.camera': 'Kamera',
  'scanner.torchOn': 'Licht an',
  'scanner.torchOff': 'Licht aus',
  'scanner.done': 'Fertig',
  'scanner.close': 'Schließen',
};
