import { useCallback, useSyncExternalStore } from 'react';
import { currentLanguage, speaking, type MessageValues } from './current';
import type { Language } from './languages';
import type { MessageId } from './messages/en';

/**
 * `t('feature.key', values)`: a text of the catalogue in the current language. It reads the
 * language store itself, so a component renders in tests without a provider.
 */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const { intl } = useSyncExternalStore(speaking.subscribe, speaking.get, speaking.get);
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** The language the app speaks now; a switch re-renders the caller. */
export function useLanguage(): Language {
  return useSyncExternalStore(speaking.subscribe, currentLanguage, currentLanguage);
}
