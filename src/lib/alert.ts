/** The spec shows failures and successes as browser alerts; one place so tests can observe them. */
export function showAlert(message: string): void {
  window.alert(message);
}
