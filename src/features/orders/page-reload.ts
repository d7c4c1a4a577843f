/**
 * The spec reloads the page after an order action (4, 7). Kept behind one object so tests can
 * observe it (jsdom cannot reload).
 */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
