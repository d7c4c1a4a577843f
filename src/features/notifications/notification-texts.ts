/** The panel's own texts beside the spec's (NOTIFICATION_TEXT), in one place to translate. */
export const PANEL_TEXT = {
  expiredOn: 'expired on',
  expiredTag: 'Expired',
} as const;
