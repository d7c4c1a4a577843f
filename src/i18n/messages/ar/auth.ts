import type { auth as english } from '../en/auth';
import type { FeatureCatalogue } from '../catalogue';

export const auth: FeatureCatalogue<typeof english> = {
  'auth.subtitle': 'يُرجى إدخال اسم المستخدم وكلمة المرور للمتابعة.',
  'auth.username': 'اسم المستخدم',
  'auth.usernamePlaceholder': 'أدخل اسم المستخدم',
  'auth.password': 'كلمة المرور',
  'auth.passwordPlaceholder': 'أدخل كلمة المرور',
  'auth.loggingIn': 'جارٍ تسجيل الدخول...',
  'auth.login': 'تسجيل الدخول',
  'auth.goBack': 'رجوع',
};
