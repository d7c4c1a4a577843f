import type { MessageLanguage } from '../languages';
import { ar } from './ar';
import { de } from './de';
import type { CsvHeader, CsvHeaderCatalogue } from './en';
import { es } from './es';
import { fr } from './fr';

export type { CsvHeader } from './en';

/** English is the key itself: its headers stay the spec's letter for letter. */
const TRANSLATED: Readonly<Record<Exclude<MessageLanguage, 'en'>, CsvHeaderCatalogue>> = {
  es,
  fr,
  de,
  ar,
};

/** A CSV header in the reader's language. */
export function csvHeaderIn(header: CsvHeader, language: MessageLanguage): string {
  return language === 'en' ? header : TRANSLATED[language][header];
}

/** Every name a header has, English first: what an import recognises the column by. */
export function csvHeaderNames(header: CsvHeader): readonly string[] {
  return [header, ...Object.values(TRANSLATED).map((catalogue) => catalogue[header])];
}
