import type { offline as english } from '../en/offline';
import type { FeatureCatalogue } from '../catalogue';

export const offline: FeatureCatalogue<typeof english> = {
  'offline.only': 'أنت غير متصل.',
  'offline.nothingSaved': 'أنت غير متصل. لم يُحفظ شيء على هذا الجهاز بعد.',
  'offline.showingSaved': 'أنت غير متصل. تُعرض بيانات محفوظة {when}.',
  'offline.ready': 'جاهز دون اتصال',
  'offline.savingItems': 'جارٍ حفظ الأصناف للاستخدام دون اتصال: {saved} من {total}',
  'offline.savingSuppliers': 'جارٍ حفظ الموردين للاستخدام دون اتصال: {saved} من {total}',
  'offline.savingDepartments': 'جارٍ حفظ الأقسام للاستخدام دون اتصال: {saved} من {total}',
  'offline.savingItemAreas': 'جارٍ حفظ مناطق التخزين للاستخدام دون اتصال: {saved} من {total}',
  'offline.savingCategories': 'جارٍ حفظ الفئات للاستخدام دون اتصال: {saved} من {total}',
  'offline.savingPurchaseOrders':
    'جارٍ حفظ أوامر الشراء المفتوحة للاستخدام دون اتصال: {saved} من {total}',
  'offline.syncedAt': 'آخر تحديث {when}',
  'offline.installApp': 'تثبيت التطبيق',
  'offline.newVersion': 'يتوفر إصدار جديد.',
  'offline.reload': 'إعادة التحميل',
};
