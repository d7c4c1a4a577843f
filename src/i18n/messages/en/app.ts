/** The shell's texts: header, sidebar, loading, the not-found page, Theme. */
export const app = {
  'app.name': 'Inventory',
  'app.documentTitle': '{title} · Inventory',
  'app.openMenu': 'Open menu',
  'app.closeMenu': 'Close menu',
  'app.sidebar': 'Sidebar',
  'app.menu': 'Menu',
  'app.signOut': 'Sign Out',
  'app.userFallback': 'User',
  'app.loading': 'Loading…',
  'app.notFoundTitle': 'Page Not Found',
  'app.notFoundHeading': 'This page does not exist',
  'app.notFoundBody': 'There is no page at {path}. The link may be mistyped or out of date.',
  'app.notFoundBack': 'Go to the Dashboard',
  'app.themeSystem': 'Theme: System',
  'app.themeLight': 'Theme: Light',
  'app.themeDark': 'Theme: Dark',
} as const;
