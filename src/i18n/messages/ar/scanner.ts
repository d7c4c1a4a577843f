import type { scanner as english } from '../en/scanner';
import type { FeatureCatalogue } from '../catalogue';

export const scanner: FeatureCatalogue<typeof english> = {
  'scanner.itemLine': 'الصنف {number}',
  'scanner.quantity': 'الكمية',
  'scanner.removeItem': 'إزالة الصنف {number}',
  'scanner.remove': '✕ إزالة',
  'scanner.addItem': '+ إضافة صنف',
  'scanner.pickerPlaceholder': 'الاسم أو الباركود',
  'scanner.noMatch': 'لا توجد أصناف مطابقة.',
  'scanner.dismiss': 'إخفاء',
  'scanner.cameraNumber': '{camera} {number}',
  'scanner.scan': 'مسح',
  'scanner.title': 'مسح الباركود',
  'scanner.addItemLink': 'إضافة صنف',
  'scanner.lastRead': 'آخر قراءة:',
  'scanner.scannedCount': 'تم المسح: {count}',
  'scanner.camera': 'الكاميرا',
  'scanner.torchOn': 'تشغيل الإضاءة',
  'scanner.torchOff': 'إطفاء الإضاءة',
  'scanner.done': 'تم',
  'scanner.close': 'إغلاق',
};
