/** The item labels sheet (design: Labels). */
export const labels = {
  'labels.layout': 'Labels',
  'labels.a4': 'A4 sheet, 3 x 8',
  'labels.roll': 'Roll, 50 x 25 mm',
  'labels.print': 'Print',
  'labels.loading': 'Loading items...',
  'labels.empty': 'No items to print.',
  'labels.barcode': 'Barcode {barcode}',
  'labels.capped':
    'Showing labels for the first {shown} of {total} items. Search or select the items you need to print the rest, {shown} at a time.',
} as const;
