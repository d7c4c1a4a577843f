import type { app as english } from '../en/app';
import type { FeatureCatalogue } from '../catalogue';

export const app: FeatureCatalogue<typeof english> = {
  'app.name': 'Inventar',
  'app.documentTitle': '{title} · Inventar',
  'app.openMenu': 'Menü öffnen',
  'app.closeMenu': 'Menü schließen',
  'app.sidebar': 'Seitenleiste',
  'app.menu': 'Menü',
  'app.signOut': 'Abmelden',
  'app.userFallback': 'Benutzer',
  'app.loading': 'Wird geladen…',
  'app.notFoundTitle': 'Seite nicht gefunden',
  'app.notFoundHeading': 'Diese Seite gibt es nicht',
  'app.notFoundBody':
    'Unter {path} gibt es keine Seite. Der Link ist vielleicht falsch geschrieben oder veraltet.',
  'app.notFoundBack': 'Zur Übersicht',
  'app.themeSystem': 'Design: System',
  'app.themeLight': 'Design: Hell',
  'app.themeDark': 'Design: Dunkel',
};
