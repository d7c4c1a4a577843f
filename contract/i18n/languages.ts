/** The languages the app speaks (src/i18n/message-translations.ts checks that its list is this one). */
export const MESSAGE_LANGUAGES = ['en', 'es', 'fr', 'de', 'ar'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
