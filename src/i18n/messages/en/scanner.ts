/** The item picker, item lines and scan notices' own texts (the spec's are the contract's). */
export const scanner = {
  'scanner.itemLine': 'Item {number}',
  'scanner.quantity': 'Quantity',
  'scanner.removeItem': 'Remove item {number}',
  'scanner.remove': '✕ Remove',
  'scanner.addItem': '+ Add Item',
  'scanner.pickerPlaceholder': 'Name or barcode',
  'scanner.noMatch': 'No items match.',
  'scanner.dismiss': 'Dismiss',
  'scanner.cameraNumber': '{camera} {number}',
  // The camera scanner's buttons and tally (the contract's texts, in the reader's language).
  'scanner.scan': 'Scan',
  'scanner.title': 'Scan Barcode',
  'scanner.addItemLink': 'Add Item',
  'scanner.lastRead': 'Last read:',
  'scanner.scannedCount': 'Scanned: {count}',
  'scanner.camera': 'Camera',
  'scanner.torchOn': 'Torch on',
  'scanner.torchOff': 'Torch off',
  'scanner.done': 'Done',
  'scanner.close': 'Close',
} as const;
