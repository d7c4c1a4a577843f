export { I18nProvider } from './I18nProvider';
export { useLanguage, useT } from './useT';
export {
  currentLanguage,
  currentLocale,
  startLanguage,
  translate,
  switchLanguage,
  type MessageValues,
} from './current';
export {
  directionOf,
  LANGUAGE_NAMES,
  LANGUAGES,
  LOCALES,
  isLanguage,
  type Language,
} from './languages';
export type { MessageId } from './messages/en';
