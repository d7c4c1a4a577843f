import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { SessionProvider } from '../hooks/SessionContext';
import { I18nProvider } from '../i18n';

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <I18nProvider>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </I18nProvider>
  );
}
