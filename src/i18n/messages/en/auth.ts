/** The login and unauthorised screens' own texts (the spec's messages are the contract's). */
export const auth = {
  'auth.subtitle': 'Please enter your username and password to continue.',
  'auth.username': 'Username',
  'auth.usernamePlaceholder': 'Enter your username',
  'auth.password': 'Password',
  'auth.passwordPlaceholder': 'Enter your password',
  'auth.loggingIn': 'Logging in...',
  'auth.login': 'Login',
  'auth.goBack': 'Go Back',
} as const;
