import type { itemAreas as english } from '../en/itemAreas';
import type { FeatureCatalogue } from '../catalogue';

export const itemAreas: FeatureCatalogue<typeof english> = {
  'itemAreas.search': 'البحث في مناطق التخزين',
  'itemAreas.loading': 'جارٍ تحميل مناطق التخزين...',
  'itemAreas.caption': 'مناطق التخزين',
  'itemAreas.empty': 'لم يتم العثور على مناطق تخزين.',
  'itemAreas.name': 'اسم منطقة التخزين',
  'itemAreas.namePlaceholder': 'أدخل اسم منطقة التخزين',
  'itemAreas.speedClass': 'سرعة الحركة',
  'itemAreas.speedClassPlaceholder': 'اختر سرعة الحركة',
  'itemAreas.actions': 'الإجراءات',
  'itemAreas.editRow': 'تعديل {name}',
  'itemAreas.deleteRow': 'حذف {name}',
  'itemAreas.edit': 'تعديل منطقة التخزين',
  'itemAreas.delete': 'حذف منطقة التخزين',
  'itemAreas.speedSlow': 'بطيئة',
  'itemAreas.speedMedium': 'متوسطة',
  'itemAreas.speedFast': 'سريعة',
};
