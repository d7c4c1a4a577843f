import type { scanner as english } from '../en/scanner';
import type { FeatureCatalogue } from '../catalogue';

export const scanner: FeatureCatalogue<typeof english> = {
  'scanner.itemLine': 'Article {number}',
  'scanner.quantity': 'Quantité',
  'scanner.removeItem': "Retirer l'article {number}",
  'scanner.remove': '✕ Retirer',
  'scanner.addItem': '+ Ajouter un article',
  'scanner.pickerPlaceholder': 'Nom ou code-barres',
  'scanner.noMatch': 'Aucun article ne correspond.',
  'scanner.dismiss': 'Ignorer',
  'scanner.cameraNumber': '{camera} {number}',
  'scanner.scan': 'Scanner',
  'scanner.title': 'Scanner un code-barres',
  'scanner.addItemLink': 'Ajouter un article',
  'scanner.lastRead': 'Dernière lecture\u00a0:',
  'scanner.scannedCount': 'Scannés\u00a0: {count}',
  'scanner.camera': 'Caméra',
  'scanner.torchOn': 'Allumer la lampe',
  'scanner.torchOff': 'Éteindre la lampe',
  'scanner.done': 'Terminé',
  'scanner.close': 'Fermer',
};
