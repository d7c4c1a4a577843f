import type { outbox as english } from '../en/outbox';
import type { FeatureCatalogue } from '../catalogue';

export const outbox: FeatureCatalogue<typeof english> = {
  'outbox.badgeLabel': '{count, plural, one {# envío en espera} other {# envíos en espera}}',
  'outbox.titleWaiting': 'Pendiente de envío',
  'outbox.titleEmpty': 'Todo enviado',
  'outbox.empty': 'No hay nada en espera en este dispositivo.',
  'outbox.storageNotPersistent':
    'Este navegador puede borrar lo que la app guardó en este dispositivo, incluidos los envíos pendientes, si falta espacio o la app pasa una semana sin usarse. Envíalos mientras tengas conexión.',
  'outbox.statusPending': 'Pendiente',
  'outbox.statusFailed': 'Error',
  'outbox.statusPaused': 'En pausa hasta que inicies sesión',
  'outbox.statusConfirm': 'Esperando tu confirmación',
  'outbox.by': 'por {name}',
  'outbox.close': 'Cerrar',
  'outbox.retry': 'Reintentar',
  'outbox.discardTitle': 'Descartar envío',
  'outbox.discardMessage': '«{summary}» no se enviará. No se puede deshacer.',
  'outbox.signOutWarning':
    'Tienes {count, plural, one {# envío pendiente} other {# envíos pendientes}}. Se quedan en este dispositivo y se enviarán cuando vuelvas a iniciar sesión.',
  'outbox.signOutAnyway': 'Cerrar sesión igualmente',
  'outbox.serverErrorNote':
    'El servidor no pudo procesarlo (HTTP {status}). Se volverá a intentar.',
  'outbox.refusedNote': 'El servidor rechazó este envío (HTTP {status}).',
};
