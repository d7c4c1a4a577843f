import { ar } from '../../contract/i18n/ar';
import { de } from '../../contract/i18n/de';
import { es } from '../../contract/i18n/es';
import { fr } from '../../contract/i18n/fr';
import type { MessageLanguage, MessageTranslation } from '../../contract/i18n/localize';

/** Every language's messages; the server holds them all (English is the catalogue's own). */
export const TRANSLATIONS: Record<MessageLanguage, MessageTranslation | null> = {
  en: null,
  es,
  fr,
  de,
  ar,
};
