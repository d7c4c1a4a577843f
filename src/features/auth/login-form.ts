import { LOGIN_TEXT, VALIDATION } from '../../../contract/messages';
import { validateLogin } from '../../../contract/validation';
import { ApiError, messageOf } from '../../api/http';
import { translateMessage } from '../../i18n';

export interface LoginTouched {
  name: boolean;
  password: boolean;
}

export interface LoginMessages {
  name: string | null;
  password: string | null;
  /** Shown under the form after a submit while either rule fails (spec 5). */
  form: string | null;
}

/**
 * Spec 5: each field's message shows once it is touched (blurred, or by a submit); after a
 * submit with a failing rule the form says 'Please enter a valid username and password'.
 */
export function loginMessages(
  name: string,
  password: string,
  touched: LoginTouched,
  submitted: boolean,
): LoginMessages {
  const errors = validateLogin(name, password);
  const invalid = errors.name !== null || errors.password !== null;
  // In the chosen language (contract/i18n); English exactly as the spec words it.
  const shown = (message: string | null) => (message === null ? null : translateMessage(message));
  return {
    name: touched.name ? shown(errors.name) : null,
    password: touched.password ? shown(errors.password) : null,
    form: submitted && invalid ? shown(VALIDATION.loginInvalid) : null,
  };
}

export function isLoginValid(name: string, password: string): boolean {
  const errors = validateLogin(name, password);
  return errors.name === null && errors.password === null;
}

/** Spec 8: 'Network error' when the server was not reached, else its message or 'Login failed'. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return LOGIN_TEXT.networkError;
  return messageOf(error, LOGIN_TEXT.failed);
}
