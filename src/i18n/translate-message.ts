/**
 * Messages the server and the shared form rules write (contract/i18n), in the chosen language:
 * a form's validation message before any request, and a refusal kept from an earlier answer
 * (an outbox entry's last error). The same catalogues the server answers from, so a message
 * reads the same whether the form or the server found the problem.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { currentLanguage, speaking } from './current';
import { localizeLoaded } from './message-translations';

/** A message of the shared catalogues in the current language; any other text unchanged. */
export function translateMessage(message: string): string {
  return localizeLoaded(message, currentLanguage());
}

/** `translateMessage` for React: re-renders the component when the language changes. */
export function useTranslateMessage(): (message: string) => string {
  const { language } = useSyncExternalStore(speaking.subscribe, speaking.get, speaking.get);
  return useCallback((message: string) => localizeLoaded(message, language), [language]);
}
