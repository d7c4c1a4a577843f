import { useSyncExternalStore, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { speaking } from './current';

/** Gives every screen the current language; a switch re-renders them all. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { intl } = useSyncExternalStore(speaking.subscribe, speaking.get, speaking.get);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
