import { Outlet, useMatches } from 'react-router-dom';
import type { RouteHandle } from './router';

/** The common layout (spec 2.2): header with the page title, sidebar, content. */
export function Layout() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return (
    <div className="layout">
      <header className="header">
        <h1 className="header-title">{handle?.title ?? ''}</h1>
      </header>
      <main className="content">
        <Outlet />
      </main>
    </div>
  );
}
