import type { outbox as english } from '../en/outbox';
import type { FeatureCatalogue } from '../catalogue';

export const outbox: FeatureCatalogue<typeof english> = {
  'outbox.badgeLabel': '{count, plural, one {# envoi en attente} other {# envois en attente}}',
  'outbox.titleWaiting': "En attente d'envoi",
  'outbox.titleEmpty': 'Tout a été envoyé',
  'outbox.empty': "Rien n'est en attente sur cet appareil.",
  'outbox.storageNotPersistent':
    "Ce navigateur peut effacer ce que l'application a enregistré sur cet appareil, y compris les envois en attente, si l'espace manque ou si l'application n'est pas utilisée pendant une semaine. Envoyez-les tant que vous êtes en ligne.",
  'outbox.statusPending': 'En attente',
  'outbox.statusFailed': 'Échec',
  'outbox.statusPaused': "En pause jusqu'à votre connexion",
  'outbox.statusConfirm': 'En attente de votre confirmation',
  'outbox.by': 'par {name}',
  'outbox.close': 'Fermer',
  'outbox.retry': 'Réessayer',
  'outbox.discardTitle': "Abandonner l'envoi",
  'outbox.discardMessage':
    '«\u00a0{summary}\u00a0» ne sera pas envoyé. Cette action est irréversible.',
  'outbox.signOutWarning':
    'Vous avez {count, plural, one {# envoi en attente} other {# envois en attente}}. Ils restent sur cet appareil et seront envoyés à votre prochaine connexion.',
  'outbox.signOutAnyway': 'Se déconnecter quand même',
  'outbox.serverErrorNote':
    "Le serveur n'a pas pu le traiter (HTTP {status}). Un nouvel essai aura lieu.",
  'outbox.refusedNote': 'Le serveur a refusé cet envoi (HTTP {status}).',
};
