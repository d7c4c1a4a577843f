import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK, SUCCESS, VALIDATION } from '../../../contract/messages';
import { ChangePasswordPage } from '../../../src/features/users/ChangePasswordPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  errorResponse,
  jsonBodyOf,
  noContent,
  renderRoutes,
  settle,
  spyOnAlert,
  stubFetch,
} from '../items/harness';

function renderPage() {
  return renderRoutes('/users/3/change-password', [
    { path: '/users/:id/change-password', element: <ChangePasswordPage /> },
  ]);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

describe('ChangePasswordPage', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
  });
  afterEach(settle);

  it('has a single new-password field', () => {
    stubFetch(() => noContent());
    renderPage();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(document.querySelectorAll('input')).toHaveLength(1);
  });

  it('says Password is required. in red when blank, and the length rule when short', async () => {
    const alert = spyOnAlert();
    const calls = stubFetch(() => noContent());
    renderPage();
    await userEvent.type(screen.getByLabelText('New Password'), '   ');
    await submit();
    expect(screen.getByText(VALIDATION.passwordRequired)).toHaveClass('form-error');
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), '12345');
    await submit();
    expect(screen.getByText(VALIDATION.passwordTooShort)).toHaveClass('form-error');
    expect(calls).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows Password changed successfully. inline in green, not as an alert', async () => {
    const alert = spyOnAlert();
    const calls = stubFetch(() => noContent());
    renderPage();
    await userEvent.type(screen.getByLabelText('New Password'), 'n3w-secret');
    await submit();
    const message = await screen.findByText(SUCCESS.passwordChanged);
    expect(message).toHaveClass('form-success');
    expect(alert).not.toHaveBeenCalled();
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.path).toBe('/users/3/change-password');
    expect(jsonBodyOf(calls[0])).toEqual({ password: 'n3w-secret' });
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it('shows the fallback, then the server message, inline in red', async () => {
    const alert = spyOnAlert();
    let answer = errorResponse(500);
    stubFetch(() => answer);
    renderPage();
    await userEvent.type(screen.getByLabelText('New Password'), 'n3w-secret');
    await submit();
    await waitFor(() =>
      expect(screen.getByText(FALLBACK.passwordChange)).toHaveClass('form-error'),
    );
    answer = errorResponse(400, 'Password must be at least 6 characters long.');
    await submit();
    await waitFor(() =>
      expect(screen.getByText('Password must be at least 6 characters long.')).toHaveClass(
        'form-error',
      ),
    );
    expect(alert).not.toHaveBeenCalled();
  });
});
