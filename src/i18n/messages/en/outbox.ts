/** The outbox: submissions saved on this device and not yet sent (design: Offline). */
export const outbox = {
  'outbox.badgeLabel': '{count, plural, one {# submission} other {# submissions}} waiting',
  'outbox.titleWaiting': 'Submissions not yet sent',
  'outbox.titleEmpty': 'All submissions sent',
  'outbox.empty': 'Nothing is waiting on this device.',
  'outbox.storageNotPersistent':
    'This browser may clear what the app saved on this device, submissions not yet sent included, if space runs low or the app goes unused for a week. Send them while you are online.',
  'outbox.statusPending': 'Pending',
  'outbox.statusFailed': 'Failed',
  'outbox.statusPaused': 'Paused until you sign in',
  'outbox.statusConfirm': 'Waiting for your confirmation',
  'outbox.by': 'by {name}',
  'outbox.close': 'Close',
  'outbox.retry': 'Retry',
  'outbox.discardTitle': 'Discard submission',
  'outbox.discardMessage': '"{summary}" will not be sent. This cannot be undone.',
  'outbox.signOutWarning':
    'You have {count, plural, one {# submission} other {# submissions}} not yet sent. They stay on this device and will be sent when you sign in again.',
  'outbox.signOutAnyway': 'Sign Out anyway',
  'outbox.serverErrorNote':
    'The server could not process it (HTTP {status}). It will be tried again.',
  'outbox.refusedNote': 'The server refused this submission (HTTP {status}).',
} as const;
