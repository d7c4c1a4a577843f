import type { app as english } from '../en/app';
import type { FeatureCatalogue } from '../catalogue';

export const app: FeatureCatalogue<typeof english> = {
  'app.name': 'المخزون',
  'app.documentTitle': '{title} · المخزون',
  'app.openMenu': 'فتح القائمة',
  'app.closeMenu': 'إغلاق القائمة',
  'app.sidebar': 'الشريط الجانبي',
  'app.menu': 'القائمة',
  'app.signOut': 'تسجيل الخروج',
  'app.userFallback': 'مستخدم',
  'app.loading': 'جارٍ التحميل…',
  'app.notFoundTitle': 'الصفحة غير موجودة',
  'app.notFoundHeading': 'هذه الصفحة غير موجودة',
  'app.notFoundBody': 'لا توجد صفحة على العنوان {path}. ربما كُتب الرابط خطأً أو لم يعد صالحًا.',
  'app.notFoundBack': 'الذهاب إلى لوحة المعلومات',
  'app.themeSystem': 'المظهر: النظام',
  'app.themeLight': 'المظهر: فاتح',
  'app.themeDark': 'المظهر: داكن',
};
