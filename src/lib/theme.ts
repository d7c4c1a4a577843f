import { translate } from '../i18n';
/**
 * Dark mode: the device keeps a theme choice in localStorage. 'system' follows
 * `prefers-color-scheme` through the stylesheet's media query; 'light' and 'dark' set
 * `data-theme` on <html>, which wins over the media query.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = 'inventory.theme';

/** The subset of Storage used here, so tests can pass a plain object. */
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isThemeChoice(value: string | null): value is ThemeChoice {
  return value !== null && (THEME_CHOICES as readonly string[]).includes(value);
}

/** The stored choice; 'system' when none is stored, the value is unknown or storage fails. */
export function readThemeChoice(storage: ThemeStorage | null): ThemeChoice {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY) ?? null;
    return isThemeChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Keeps the choice on the device; 'system' is the default, so it is stored as no value. */
export function saveThemeChoice(storage: ThemeStorage | null, choice: ThemeChoice): void {
  try {
    if (choice === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode or a full quota: the choice still applies until the page reloads.
  }
}

/** The next choice of the toggle: System, then Light, then Dark, then System again. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  const index = THEME_CHOICES.indexOf(choice);
  return THEME_CHOICES[(index + 1) % THEME_CHOICES.length] ?? 'system';
}

/** The theme a screen shows: the explicit choice, or the device's setting for 'system'. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): 'light' | 'dark' {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

/** Sets or clears `data-theme` on the root element; the stylesheet does the rest. */
export function applyThemeChoice(root: HTMLElement, choice: ThemeChoice): void {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/** A label for the toggle that says what is shown now. */
export function themeLabel(choice: ThemeChoice): string {
  switch (choice) {
    case 'system':
      return translate('app.themeSystem');
    case 'light':
      return translate('app.themeLight');
    case 'dark':
      return translate('app.themeDark');
  }
}

/** Reads the stored choice and applies it: called in main.tsx before React renders. */
export function applyStoredTheme(): void {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  applyThemeChoice(document.documentElement, readThemeChoice(storage));
}
