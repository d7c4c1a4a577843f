import type { auth as english } from '../en/auth';
import type { FeatureCatalogue } from '../catalogue';

export const auth: FeatureCatalogue<typeof english> = {
  'auth.subtitle': 'Saisissez votre identifiant et votre mot de passe pour continuer.',
  'auth.username': 'Identifiant',
  'auth.usernamePlaceholder': 'Saisissez votre identifiant',
  'auth.password': 'Mot de passe',
  'auth.passwordPlaceholder': 'Saisissez votre mot de passe',
  'auth.loggingIn': 'Connexion...',
  'auth.login': 'Se connecter',
  'auth.goBack': 'Retour',
};
