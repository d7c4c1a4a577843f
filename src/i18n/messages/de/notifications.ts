import type { notifications as english } from '../en/notifications';
import type { FeatureCatalogue } from '../catalogue';

export const notifications: FeatureCatalogue<typeof english> = {
  'notifications.bell': 'Benachrichtigungen',
  'notifications.bellCount': 'Benachrichtigungen {badge}',
  'notifications.close': 'Schließen',
  'notifications.expiredOn': 'abgelaufen am',
  'notifications.expiredTag': 'Abgelaufen',
  'notifications.savedCopy': 'Sie sind offline: Dies ist die am {when} gespeicherte Liste.',
};
