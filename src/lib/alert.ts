import { translateMessage } from '../i18n';

/**
 * The spec shows failures and successes as browser alerts; one place so tests can observe them.
 * A message of the shared catalogues (contract/messages.ts: SUCCESS, FALLBACK, a form rule's or
 * a kept server message) is shown in the chosen language; any other text as it is given.
 */
export function showAlert(message: string): void {
  window.alert(translateMessage(message));
}
