import type { suppliers as english } from '../en/suppliers';
import type { FeatureCatalogue } from '../catalogue';

export const suppliers: FeatureCatalogue<typeof english> = {
  'suppliers.search': 'البحث في الموردين',
  'suppliers.importCsv': 'استيراد CSV',
  'suppliers.loading': 'جارٍ تحميل الموردين...',
  'suppliers.loadingDetail': 'جارٍ تحميل تفاصيل المورد...',
  'suppliers.empty': 'لم يتم العثور على موردين.',
  'suppliers.name': 'اسم المورد',
  'suppliers.namePlaceholder': 'أدخل اسم المورد',
  'suppliers.email': 'البريد الإلكتروني',
  'suppliers.emailPlaceholder': 'أدخل البريد الإلكتروني',
  'suppliers.phone': 'رقم الهاتف',
  'suppliers.phonePlaceholder': 'أدخل رقم الهاتف',
  'suppliers.address': 'العنوان',
  'suppliers.addressPlaceholder': 'أدخل العنوان',
  'suppliers.edit': 'تعديل المورد',
  'suppliers.delete': 'حذف المورد',
};
