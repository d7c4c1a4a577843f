import { Suspense } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { UnauthorizedPage } from '../features/auth/UnauthorizedPage';
import { RequirePage, RequireSession } from './guards';
import { Layout } from './Layout';
import { APP_ROUTES } from './route-table';
import { SCREENS } from './screens';

export interface RouteHandle {
  title: string;
}

/** One route table drives paths, titles (handle) and the page guard. */
export function buildRoutes(): RouteObject[] {
  return [
    { path: '/login', element: <LoginPage /> },
    { path: '/unauthorized', element: <UnauthorizedPage /> },
    {
      element: (
        <RequireSession>
          <Layout />
        </RequireSession>
      ),
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        ...APP_ROUTES.map((route): RouteObject => {
          const Screen = SCREENS[route.screen];
          return {
            path: route.path,
            handle: { title: route.title } satisfies RouteHandle,
            element: (
              <RequirePage page={route.page}>
                <Suspense fallback={<div className="loading-text">Loading…</div>}>
                  <Screen />
                </Suspense>
              </RequirePage>
            ),
          };
        }),
        { path: '*', element: <Navigate to="/dashboard" replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
