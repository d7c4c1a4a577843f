import type { notifications as english } from '../en/notifications';
import type { FeatureCatalogue } from '../catalogue';

export const notifications: FeatureCatalogue<typeof english> = {
  'notifications.bell': 'Notificaciones',
  'notifications.bellCount': 'Notificaciones {badge}',
  'notifications.close': 'Cerrar',
  'notifications.expiredOn': 'caducó el',
  'notifications.expiredTag': 'Caducado',
  'notifications.savedCopy': 'Estás sin conexión: esta es la lista guardada el {when}.',
};
