import { useState } from 'react';
import { useT } from '../i18n';
import {
  applyThemeChoice,
  nextThemeChoice,
  readThemeChoice,
  saveThemeChoice,
  themeLabel,
  type ThemeChoice,
} from '../lib/theme';

/** System, Light, Dark in turn; the choice is kept on the device. */
export function ThemeToggle() {
  // Subscribes to the language, so the label follows a switch.
  useT();
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice(localStorage));
  const change = () => {
    const next = nextThemeChoice(choice);
    saveThemeChoice(localStorage, next);
    applyThemeChoice(document.documentElement, next);
    setChoice(next);
  };
  return (
    <button type="button" className="btn sidebar-theme" data-theme-choice={choice} onClick={change}>
      {themeLabel(choice)}
    </button>
  );
}
