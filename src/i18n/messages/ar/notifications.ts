import type { notifications as english } from '../en/notifications';
import type { FeatureCatalogue } from '../catalogue';

export const notifications: FeatureCatalogue<typeof english> = {
  'notifications.bell': 'الإشعارات',
  'notifications.bellCount': 'الإشعارات {badge}',
  'notifications.close': 'إغلاق',
  'notifications.expiredOn': 'انتهت صلاحيته في',
  'notifications.expiredTag': 'منتهي الصلاحية',
  'notifications.savedCopy': 'أنت غير متصل: هذه هي القائمة المحفوظة في {when}.',
};
