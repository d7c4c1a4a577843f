import type { sites as english } from '../en/sites';
import type { FeatureCatalogue } from '../catalogue';

export const sites: FeatureCatalogue<typeof english> = {
  'sites.controlLabel': 'الموقع:',
  'sites.choose': 'اختر موقعًا',
  'sites.searchPlaceholder': 'البحث في المواقع',
  'sites.loading': 'جارٍ تحميل المواقع...',
  'sites.loadingDetail': 'جارٍ تحميل تفاصيل الموقع...',
  'sites.empty': 'لم يتم العثور على مواقع.',
  'sites.name': 'اسم الموقع',
  'sites.namePlaceholder': 'أدخل اسم الموقع',
  'sites.address': 'العنوان',
  'sites.addressPlaceholder': 'أدخل عنوان الموقع',
  'sites.added': 'تمت إضافة الموقع بنجاح!',
  'sites.addFailed': 'تعذّرت إضافة الموقع.',
  'sites.updated': 'تم تحديث الموقع بنجاح!',
  'sites.deleted': 'تم حذف الموقع بنجاح!',
  'sites.loadFailed': 'تعذّر تحميل المواقع.',
  'sites.notFound': 'الموقع غير موجود.',
  'sites.editTitle': 'تعديل الموقع',
  'sites.deleteTitle': 'حذف الموقع',
};
