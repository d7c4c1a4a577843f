import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSelect } from '../../../src/app/LanguageSelect';
import { LANGUAGE_STORAGE_KEY, switchLanguage } from '../../../src/i18n';
import { clearStoredSession } from '../../../src/lib/session-storage';
import { BackButton } from '../../../src/ui/BackButton';
import { Icon } from '../../../src/ui/Icon';

afterEach(async () => {
  await switchLanguage('en', { save: false });
  localStorage.clear();
});

describe('the Language menu', () => {
  it('names the five languages in themselves and switches to the one chosen', async () => {
    render(<LanguageSelect />);
    const select = screen.getByLabelText('Language');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'العربية',
    ]);
    await userEvent.selectOptions(select, 'de');
    await waitFor(() => expect(screen.getByLabelText('Sprache')).toHaveValue('de'));
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('keeps the choice through Sign Out: it belongs to the device', async () => {
    await switchLanguage('ar');
    localStorage.setItem('roleName', 'Administrator');
    clearStoredSession();
    expect(localStorage.getItem('roleName')).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
  });
});

describe('directional signs right to left', () => {
  it("Back's arrow points right in Arabic, left otherwise", async () => {
    render(
      <MemoryRouter>
        <BackButton />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button')).toHaveTextContent(/^← Back$/);
    await switchLanguage('ar', { save: false });
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent(/^→ /));
  });

  it('the Sign Out icon is marked to mirror, a symmetric one is not', () => {
    const { container } = render(
      <>
        <Icon name="signOut" />
        <Icon name="close" />
      </>,
    );
    const [signOut, close] = container.querySelectorAll('svg');
    expect(signOut).toHaveClass('flip-in-rtl');
    expect(close).not.toHaveClass('flip-in-rtl');
  });
});
