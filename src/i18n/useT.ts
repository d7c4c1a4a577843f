import { useCallback, useSyncExternalStore } from 'react';
import { speaking, type MessageValues } from './current';
import type { MessageId } from './messages/en';

/**
 * `t('feature.key', values)`: a text of the catalogue in the current language. It reads the
 * language store itself, so a component renders in tests without a provider.
 */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const { intl } = useSyncExternalStore(speaking.subscribe, speaking.get, speaking.get);
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
