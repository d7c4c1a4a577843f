import type { outbox as english } from '../en/outbox';
import type { FeatureCatalogue } from '../catalogue';

export const outbox: FeatureCatalogue<typeof english> = {
  'outbox.badgeLabel':
    '{count, plural, one {# Eintrag wartet auf Versand} other {# Einträge warten auf Versand}}',
  'outbox.titleWaiting': 'Wartet auf Versand',
  'outbox.titleEmpty': 'Alles gesendet',
  'outbox.empty': 'Auf diesem Gerät wartet nichts.',
  'outbox.storageNotPersistent':
    'Dieser Browser kann löschen, was die App auf diesem Gerät gespeichert hat, auch noch nicht gesendete Einträge, wenn der Speicher knapp wird oder die App eine Woche nicht benutzt wird. Senden Sie sie, solange Sie online sind.',
  'outbox.statusPending': 'Ausstehend',
  'outbox.statusFailed': 'Fehlgeschlagen',
  'outbox.statusPaused': 'Pausiert bis zur Anmeldung',
  'outbox.statusConfirm': 'Wartet auf Ihre Bestätigung',
  'outbox.by': 'von {name}',
  'outbox.close': 'Schließen',
  'outbox.retry': 'Erneut versuchen',
  'outbox.discardTitle': 'Eintrag verwerfen',
  'outbox.discardMessage':
    '„{summary}“ wird nicht gesendet. Das kann nicht rückgängig gemacht werden.',
  'outbox.signOutWarning':
    'Sie haben {count, plural, one {# noch nicht gesendeten Eintrag} other {# noch nicht gesendete Einträge}}. Sie bleiben auf diesem Gerät und werden gesendet, wenn Sie sich wieder anmelden.',
  'outbox.signOutAnyway': 'Trotzdem abmelden',
  'outbox.serverErrorNote':
    'Der Server konnte es nicht verarbeiten (HTTP {status}). Es wird erneut versucht.',
  'outbox.refusedNote': 'Der Server hat diesen Eintrag abgelehnt (HTTP {status}).',
};
