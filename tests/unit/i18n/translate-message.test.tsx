import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK, STOCKTAKE_TEXT, SUCCESS, VALIDATION } from '../../../contract/messages';
import { validateWaste } from '../../../contract/validation';
import { switchLanguage, translateMessage } from '../../../src/i18n';
import { loginMessages } from '../../../src/features/auth/login-form';
import { showAlert } from '../../../src/lib/alert';
import { FormErrors } from '../../../src/ui/FormErrors';

afterEach(async () => {
  await switchLanguage('en', { save: false });
});

describe('translateMessage: the shared server and form messages in the chosen language', () => {
  it("turns a form rule's messages into the current language, English letter for letter", async () => {
    const messages = validateWaste({ itemId: null, reason: 'nothing', quantity: 0 });
    expect(messages.map(translateMessage)).toEqual([
      VALIDATION.wasteItemRequired,
      VALIDATION.wasteReasonRequired,
      VALIDATION.wasteQuantityInvalid,
    ]);
    await switchLanguage('fr', { save: false });
    expect(messages.map(translateMessage)).toEqual([
      'Sélectionnez un article.',
      'Sélectionnez un motif.',
      'Saisissez une quantité valide supérieure à 0.',
    ]);
    await switchLanguage('de', { save: false });
    expect(translateMessage(VALIDATION.itemRequiredInRow(2))).toBe('Artikel fehlt in Zeile 2');
  });

  it('leaves a text outside the catalogues as it is', async () => {
    await switchLanguage('es', { save: false });
    expect(translateMessage('A text of no catalogue.')).toBe('A text of no catalogue.');
  });

  it('shows a form its messages in the language, and again after a switch', async () => {
    await switchLanguage('ar', { save: false });
    render(<FormErrors messages={[STOCKTAKE_TEXT.nameRequired, STOCKTAKE_TEXT.areasRequired]} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'يرجى إدخال اسم.',
      'يرجى اختيار منطقة تخزين واحدة على الأقل.',
    ]);
    await act(() => switchLanguage('es', { save: false }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Introduce un nombre.',
      'Selecciona al menos una zona.',
    ]);
    await act(() => switchLanguage('en', { save: false }));
    expect(screen.getByRole('alert').textContent).toBe(
      STOCKTAKE_TEXT.nameRequired + STOCKTAKE_TEXT.areasRequired,
    );
  });
});

describe('showAlert', () => {
  it("shows the spec's success and failure alerts in the chosen language", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    try {
      showAlert(SUCCESS.categoryAdded);
      await switchLanguage('de', { save: false });
      showAlert(SUCCESS.categoryAdded);
      showAlert(FALLBACK.itemsLoad);
      showAlert('Ein schon übersetzter Text.');
      expect(alert.mock.calls.map(([text]) => String(text))).toEqual([
        'Category added successfully.',
        'Kategorie hinzugefügt.',
        'Die Artikel konnten nicht geladen werden.',
        'Ein schon übersetzter Text.',
      ]);
    } finally {
      alert.mockRestore();
    }
  });
});

describe('the login form rules', () => {
  it('show their field messages in the chosen language', async () => {
    const touched = { name: true, password: true };
    expect(loginMessages('', '123', touched, true)).toEqual({
      name: VALIDATION.usernameRequired,
      password: VALIDATION.passwordTooShort,
      form: VALIDATION.loginInvalid,
    });
    await switchLanguage('fr', { save: false });
    expect(loginMessages('', '123', touched, true)).toEqual({
      name: 'Saisissez un identifiant.',
      password: 'Le mot de passe doit contenir au moins 6 caractères.',
      form: 'Saisissez un identifiant et un mot de passe valides',
    });
  });
});
