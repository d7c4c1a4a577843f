import { describe, expect, it } from 'vitest';
import { clearStoredSession } from '../../../src/lib/session-storage';
import {
  applyThemeChoice,
  nextThemeChoice,
  readThemeChoice,
  resolveTheme,
  saveThemeChoice,
  THEME_CHOICES,
  THEME_STORAGE_KEY,
  themeLabel,
  type ThemeStorage,
} from '../../../src/lib/theme';

/** A Map behind the Storage methods the theme uses. */
function memoryStorage(initial: Record<string, string> = {}): ThemeStorage & {
  entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('theme choice (issue 14)', () => {
  it('follows the system when nothing, or something unknown, is stored', () => {
    expect(readThemeChoice(memoryStorage())).toBe('system');
    expect(readThemeChoice(memoryStorage({ [THEME_STORAGE_KEY]: 'sepia' }))).toBe('system');
    expect(readThemeChoice(null)).toBe('system');
    const broken: ThemeStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readThemeChoice(broken)).toBe('system');
  });

  it('reads back the stored choice; System is stored as no entry', () => {
    const storage = memoryStorage();
    saveThemeChoice(storage, 'dark');
    expect(storage.entries.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(readThemeChoice(storage)).toBe('dark');
    saveThemeChoice(storage, 'light');
    expect(readThemeChoice(storage)).toBe('light');
    saveThemeChoice(storage, 'system');
    expect(storage.entries.has(THEME_STORAGE_KEY)).toBe(false);
    expect(readThemeChoice(storage)).toBe('system');
  });

  it('toggles System, Light, Dark and round again, with a label for each', () => {
    expect(nextThemeChoice('system')).toBe('light');
    expect(nextThemeChoice('light')).toBe('dark');
    expect(nextThemeChoice('dark')).toBe('system');
    expect(THEME_CHOICES.map(themeLabel)).toEqual(['Theme: System', 'Theme: Light', 'Theme: Dark']);
  });

  it('shows the device setting for System and the explicit choice otherwise', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('sets data-theme on <html> for Light and Dark and removes it for System', () => {
    const root = document.documentElement;
    applyThemeChoice(root, 'dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
    applyThemeChoice(root, 'light');
    expect(root.getAttribute('data-theme')).toBe('light');
    applyThemeChoice(root, 'system');
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('survives sign-out, which clears the rest of local storage', () => {
    localStorage.setItem('roleName', 'Administrator');
    saveThemeChoice(localStorage, 'dark');
    clearStoredSession();
    expect(localStorage.getItem('roleName')).toBeNull();
    expect(readThemeChoice(localStorage)).toBe('dark');
    expect(localStorage.length).toBe(1);
    saveThemeChoice(localStorage, 'system');
    clearStoredSession();
    expect(localStorage.length).toBe(0);
  });
});
