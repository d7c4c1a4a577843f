import { Suspense, type ComponentType } from 'react';
import { Navigate, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { UnauthorizedPage } from '../features/auth/UnauthorizedPage';
import { OnlineOnly } from './OnlineOnly';
import { RequirePage, RequireSession } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { preloadable } from './preloadable';
import { HOME_PATH, ROUTES } from '../lib/routes';
import { APP_ROUTES, type RouteHandle, type ScreenName } from './route-table';
import { SCREENS } from './screens';
import { readStoredSession } from '../lib/session-storage';
import { useT } from '../i18n';

/** The lazy screens' and the shell's fallback while their chunk loads. */
function LoadingText() {
  const t = useT();
  return <div className="loading-text">{t('app.loading')}</div>;
}

/**
 * The signed-in layout carries the offline machinery (Dexie, the outbox, the replay): its own
 * chunk, so the login page does not download it. Lists cannot miss a replay that finishes
 * before they mount (useReloadOnSent), so the later start of the replay loop is harmless.
 */
const Layout = preloadable(() => import('./Layout').then((module) => ({ default: module.Layout })));

/**
 * The route table drives paths, titles (handle), the page guard and the screens. Tests may
 * pass their own screens so the shell is exercised without each feature's network calls.
 */
export function buildRoutes(
  screenFor: (screen: ScreenName) => ComponentType = (screen) => SCREENS[screen],
): RouteObject[] {
  return [
    { path: ROUTES.login, element: <LoginPage /> },
    { path: ROUTES.unauthorized, element: <UnauthorizedPage /> },
    {
      element: (
        <RequireSession>
          <Suspense fallback={<LoadingText />}>
            <Layout />
          </Suspense>
        </RequireSession>
      ),
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        ...APP_ROUTES.map((route): RouteObject => {
          const Screen = screenFor(route.screen);
          return {
            path: route.path,
            handle: { titleId: route.titleId } satisfies RouteHandle,
            element: (
              <RequirePage page={route.page}>
                <Suspense fallback={<LoadingText />}>
                  {route.needsConnection ? (
                    <OnlineOnly>
                      <Screen />
                    </OnlineOnly>
                  ) : (
                    <Screen />
                  )}
                </Suspense>
              </RequirePage>
            ),
          };
        }),
        {
          path: '*',
          handle: { titleId: 'app.notFoundTitle' } satisfies RouteHandle,
          element: <NotFoundPage />,
        },
      ],
    },
  ];
}

/**
 * A start at a signed-in screen with a stored session (a reload, an installed app's start)
 * fetches the layout's chunk and the screen's side by side, and begins its early device read;
 * rendering once the chunks are here commits no Suspense fallback (see preloadable). Settles,
 * never fails.
 */
export async function preloadStartScreen(pathname: string): Promise<void> {
  if (readStoredSession() === null) return;
  const routes = APP_ROUTES.map((route) => ({ path: route.path, handle: route }));
  const route = matchRoutes(routes, pathname)?.at(-1)?.route.handle;
  if (route === undefined) return;
  route.readEarly?.();
  await Promise.all([Layout.preload(), SCREENS[route.screen].preload()]);
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
