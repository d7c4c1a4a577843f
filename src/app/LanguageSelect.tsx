import { useId } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, switchLanguage, useLanguage, useT } from '../i18n';

/**
 * Language at the foot of the menu, beside Theme (design: Languages): each language named in
 * itself, kept on the device (a Sign Out keeps it, like Theme). Every catalogue is precached,
 * so a switch works offline.
 */
export function LanguageSelect() {
  const t = useT();
  const id = useId();
  const language = useLanguage();
  return (
    <div className="sidebar-language">
      <label htmlFor={id}>{t('common.language')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void switchLanguage(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
