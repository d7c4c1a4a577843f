import { IntlMessageFormat } from 'intl-messageformat';
import { MESSAGE_LOCALES, type MessageLanguage } from '../localize';
import { activityArabic } from './ar';
import { activityGerman } from './de';
import { activityEnglish, type ActivityCatalogue, type ActivitySummaryKey } from './en';
import { activitySpanish } from './es';
import { activityFrench } from './fr';

export { activityEnglish, type ActivityCatalogue, type ActivitySummaryKey } from './en';

/** Every language's activity sentences (server and client render an entry with them). */
export const ACTIVITY_CATALOGUES: Record<MessageLanguage, ActivityCatalogue> = {
  en: activityEnglish,
  es: activitySpanish,
  fr: activityFrench,
  de: activityGerman,
  ar: activityArabic,
};

export function isActivitySummaryKey(key: string): key is ActivitySummaryKey {
  return Object.hasOwn(activityEnglish, key);
}

/** Parsing a message costs more than formatting it: one formatter per language and key. */
const formatters = new Map<string, IntlMessageFormat>();

function formatter(key: ActivitySummaryKey, language: MessageLanguage): IntlMessageFormat {
  const id = `${language}:${key}`;
  let found = formatters.get(id);
  if (found === undefined) {
    found = new IntlMessageFormat(ACTIVITY_CATALOGUES[language][key], MESSAGE_LOCALES[language]);
    formatters.set(id, found);
  }
  return found;
}

/**
 * An entry's sentence in `language` from its stored key and values; null when the key is not a
 * known template or the values do not fit it (the caller keeps the stored English sentence).
 */
export function renderActivitySummary(
  key: string,
  values: Record<string, string | number>,
  language: MessageLanguage,
): string | null {
  if (!isActivitySummaryKey(key)) return null;
  try {
    const text = formatter(key, language).format(values);
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}
