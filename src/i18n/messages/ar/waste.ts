import type { waste as english } from '../en/waste';
import type { FeatureCatalogue } from '../catalogue';

export const waste: FeatureCatalogue<typeof english> = {
  'waste.searchPlaceholder': 'البحث في تقارير الهدر',
  'waste.loading': 'جارٍ تحميل التقارير...',
  'waste.noneToShow': 'لا توجد تقارير لعرضها.',
  'waste.caption': 'تقارير الهدر',
  'waste.noneFound': 'لم يتم العثور على تقارير.',
  'waste.item': 'الصنف',
  'waste.quantity': 'الكمية',
  'waste.reason': 'السبب',
  'waste.wastedAt': 'تاريخ الهدر',
  'waste.by': 'بواسطة',
  'waste.reasonDamaged': 'تالف',
  'waste.reasonExpired': 'منتهي الصلاحية',
  'waste.itemNumber': 'الصنف رقم {id}',
  'waste.adding': 'جارٍ الإضافة...',
  'waste.add': 'إضافة تقرير هدر',
  'waste.summary': '{quantity} × {item} ({reason})',
};
