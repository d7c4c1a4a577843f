/** Reports - Waste Items and Add Report (spec 2.17). */
export const waste = {
  'waste.searchPlaceholder': 'Search Reports',
  'waste.loading': 'Loading reports...',
  'waste.noneToShow': 'No reports to show.',
  'waste.caption': 'Waste reports',
  'waste.noneFound': 'No reports found.',
  'waste.item': 'Item',
  'waste.quantity': 'Quantity',
  'waste.reason': 'Reason',
  'waste.wastedAt': 'Wasted At',
  'waste.by': 'By',
  'waste.reasonDamaged': 'Damaged',
  'waste.reasonExpired': 'Expired',
  'waste.itemNumber': 'Item #{id}',
  'waste.adding': 'Adding...',
  'waste.add': 'Add Report',
  'waste.summary': '{quantity} × {item} ({reason})',
} as const;
