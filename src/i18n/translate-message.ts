/**
 * Messages the server and the shared form rules write (contract/i18n), in the chosen language:
 * a form's validation message before any request, and a refusal kept from an earlier answer
 * (an outbox entry's last error). The same catalogues the server answers from, so a message
 * reads the same whether the form or the server found the problem.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { localizeMessage } from '../../contract/i18n/localize';
import { currentLanguage, speaking } from './current';
import type { Language } from './languages';
import { messageTranslation } from './message-translations';

function translateIn(language: Language, message: string): string {
  return localizeMessage(message, language, messageTranslation(language));
}

/** A message of the shared catalogues in the current language; any other text unchanged. */
export function translateMessage(message: string): string {
  return translateIn(currentLanguage(), message);
}

/** `translateMessage` for React: re-renders the component when the language changes. */
export function useTranslateMessage(): (message: string) => string {
  const { language } = useSyncExternalStore(speaking.subscribe, speaking.get, speaking.get);
  return useCallback((message: string) => translateIn(language, message), [language]);
}
