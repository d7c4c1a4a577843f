import type { labels as english } from '../en/labels';
import type { FeatureCatalogue } from '../catalogue';

export const labels: FeatureCatalogue<typeof english> = {
  'labels.layout': 'الملصقات',
  'labels.a4': 'ورقة A4، 3 × 8',
  'labels.roll': 'لفافة، 50 × 25 مم',
  'labels.print': 'طباعة',
  'labels.loading': 'جارٍ تحميل الأصناف...',
  'labels.empty': 'لا توجد أصناف للطباعة.',
  'labels.barcode': 'الباركود {barcode}',
  'labels.capped':
    'تُعرض ملصقات أول {shown} من أصل {total} صنفًا. ابحث عن الأصناف التي تحتاجها أو حدّدها لطباعة الباقي، {shown} في كل مرة.',
};
