import type { auth as english } from '../en/auth';
import type { FeatureCatalogue } from '../catalogue';

export const auth: FeatureCatalogue<typeof english> = {
  'auth.subtitle': 'Bitte geben Sie Benutzername und Passwort ein, um fortzufahren.',
  'auth.username': 'Benutzername',
  'auth.usernamePlaceholder': 'Benutzernamen eingeben',
  'auth.password': 'Passwort',
  'auth.passwordPlaceholder': 'Passwort eingeben',
  'auth.loggingIn': 'Anmeldung läuft...',
  'auth.login': 'Anmelden',
  'auth.goBack': 'Zurück',
};
