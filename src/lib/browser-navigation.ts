/**
 * Full page loads, kept behind one object so tests can observe them (jsdom cannot navigate).
 * The 401 rule reloads the page on the login route so no state of the old session survives.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
