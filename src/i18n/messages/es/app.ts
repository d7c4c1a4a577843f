import type { app as english } from '../en/app';
import type { FeatureCatalogue } from '../catalogue';

export const app: FeatureCatalogue<typeof english> = {
  'app.name': 'Inventario',
  'app.documentTitle': '{title} · Inventario',
  'app.openMenu': 'Abrir menú',
  'app.closeMenu': 'Cerrar menú',
  'app.sidebar': 'Barra lateral',
  'app.menu': 'Menú',
  'app.signOut': 'Cerrar sesión',
  'app.userFallback': 'Usuario',
  'app.loading': 'Cargando…',
  'app.notFoundTitle': 'Página no encontrada',
  'app.notFoundHeading': 'Esta página no existe',
  'app.notFoundBody':
    'No hay ninguna página en {path}. Puede que el enlace esté mal escrito o desactualizado.',
  'app.notFoundBack': 'Ir al panel',
  'app.themeSystem': 'Tema: sistema',
  'app.themeLight': 'Tema: claro',
  'app.themeDark': 'Tema: oscuro',
};
