import type { Language } from './languages';
import type { Catalogue } from './messages/catalogue';
import { en } from './messages/en';

/**
 * English ships with the app shell; each other language is a chunk of its own, loaded when
 * chosen (the service worker precaches every chunk, so a switch works offline).
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  switch (language) {
    case 'en':
      return en;
    case 'es':
      return (await import('./messages/es')).es;
    case 'fr':
      return (await import('./messages/fr')).fr;
    case 'de':
      return (await import('./messages/de')).de;
    case 'ar':
      return (await import('./messages/ar')).ar;
  }
}
