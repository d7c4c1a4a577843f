/** The near-expiry panel's own texts beside the spec's (contract NOTIFICATION_TEXT). */
export const notifications = {
  'notifications.bell': 'Notifications',
  'notifications.bellCount': 'Notifications {badge}',
  'notifications.close': 'Close',
  'notifications.expiredOn': 'expired on',
  'notifications.expiredTag': 'Expired',
  'notifications.savedCopy': 'You are offline: this is the list saved on {when}.',
} as const;
