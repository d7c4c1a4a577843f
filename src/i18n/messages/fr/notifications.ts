import type { notifications as english } from '../en/notifications';
import type { FeatureCatalogue } from '../catalogue';

export const notifications: FeatureCatalogue<typeof english> = {
  'notifications.bell': 'Notifications',
  'notifications.bellCount': 'Notifications {badge}',
  'notifications.close': 'Fermer',
  'notifications.expiredOn': 'périmé le',
  'notifications.expiredTag': 'Périmé',
  'notifications.savedCopy': 'Vous êtes hors ligne\u00a0: voici la liste enregistrée le {when}.',
};
