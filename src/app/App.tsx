import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { SessionProvider } from '../hooks/SessionContext';

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
