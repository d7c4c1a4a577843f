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
} as const;
