import type { app as english } from '../en/app';
import type { FeatureCatalogue } from '../catalogue';

export const app: FeatureCatalogue<typeof english> = {
  'app.name': 'Inventaire',
  'app.documentTitle': '{title} · Inventaire',
  'app.openMenu': 'Ouvrir le menu',
  'app.closeMenu': 'Fermer le menu',
  'app.sidebar': 'Barre latérale',
  'app.menu': 'Menu',
  'app.signOut': 'Se déconnecter',
  'app.userFallback': 'Utilisateur',
  'app.loading': 'Chargement…',
  'app.notFoundTitle': 'Page introuvable',
  'app.notFoundHeading': "Cette page n'existe pas",
  'app.notFoundBody':
    "Il n'y a pas de page à l'adresse {path}. Le lien est peut-être mal saisi ou obsolète.",
  'app.notFoundBack': 'Aller au tableau de bord',
  'app.themeSystem': 'Thème\u00a0: système',
  'app.themeLight': 'Thème\u00a0: clair',
  'app.themeDark': 'Thème\u00a0: sombre',
};
