import type { auth as english } from '../en/auth';
import type { FeatureCatalogue } from '../catalogue';

export const auth: FeatureCatalogue<typeof english> = {
  'auth.subtitle': 'Escribe tu usuario y contraseña para continuar.',
  'auth.username': 'Usuario',
  'auth.usernamePlaceholder': 'Escribe tu usuario',
  'auth.password': 'Contraseña',
  'auth.passwordPlaceholder': 'Escribe tu contraseña',
  'auth.loggingIn': 'Iniciando sesión...',
  'auth.login': 'Iniciar sesión',
  'auth.goBack': 'Volver',
};
