import type { outbox as english } from '../en/outbox';
import type { FeatureCatalogue } from '../catalogue';

export const outbox: FeatureCatalogue<typeof english> = {
  'outbox.badgeLabel':
    '{count, plural, zero {لا توجد إرساليات} one {إرسالية واحدة} two {إرساليتان} few {# إرساليات} many {# إرسالية} other {# إرسالية}} بانتظار الإرسال',
  'outbox.titleWaiting': 'بانتظار الإرسال',
  'outbox.titleEmpty': 'تم إرسال كل شيء',
  'outbox.empty': 'لا يوجد شيء بانتظار الإرسال على هذا الجهاز.',
  'outbox.storageNotPersistent':
    'قد يمسح هذا المتصفح ما حفظه التطبيق على هذا الجهاز، بما في ذلك ما لم يُرسل بعد، إذا قلّت المساحة أو لم يُستخدم التطبيق لمدة أسبوع. أرسلها ما دمت متصلًا.',
  'outbox.statusPending': 'قيد الانتظار',
  'outbox.statusFailed': 'فشل',
  'outbox.statusPaused': 'متوقف حتى تسجيل الدخول',
  'outbox.statusConfirm': 'بانتظار تأكيدك',
  'outbox.by': 'بواسطة {name}',
  'outbox.close': 'إغلاق',
  'outbox.retry': 'إعادة المحاولة',
  'outbox.discardTitle': 'تجاهل الإرسالية',
  'outbox.discardMessage': 'لن يُرسل «{summary}». لا يمكن التراجع عن ذلك.',
  'outbox.signOutWarning':
    'لديك {count, plural, zero {لا توجد إرساليات} one {إرسالية واحدة} two {إرساليتان} few {# إرساليات} many {# إرسالية} other {# إرسالية}} لم تُرسل بعد. ستبقى على هذا الجهاز وتُرسل عند تسجيل دخولك مرة أخرى.',
  'outbox.signOutAnyway': 'تسجيل الخروج على أي حال',
  'outbox.serverErrorNote': 'تعذّر على الخادم معالجته (HTTP {status}). ستُعاد المحاولة.',
  'outbox.refusedNote': 'رفض الخادم هذه الإرسالية (HTTP {status}).',
};
