import { useEffect, useId, useState } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { forgetNearExpiryList } from '../features/notifications/near-expiry-store';
import { useNearExpiry } from '../features/notifications/useNearExpiry';
import { Header } from './Header';
import { DESKTOP_MEDIA_QUERY, linksForRole } from './nav-links';
import type { RouteHandle } from './router';
import { Sidebar } from './Sidebar';
import { useSession } from './SessionContext';
import { useMediaQuery } from './useMediaQuery';
import './app.css';

/** The spec's fallback when no user name is stored (2.2). */
const USER_NAME_FALLBACK = 'User';

/**
 * The common layout (spec 2.2): header, sidebar, content. Desktop: the sidebar sits beside the
 * content and the toggle collapses it. Phones and tablets: an off-canvas drawer, closed at first.
 */
export function Layout() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as RouteHandle | undefined)?.title ?? '';
  const { session, status, signOut } = useSession();
  const nearExpiry = useNearExpiry(status === 'signed-in');
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebarOpen = desktop ? !collapsed : drawerOpen;
  const sidebarId = useId();

  useEffect(() => {
    document.title = title ? `${title} · Inventory` : 'Inventory';
  }, [title]);

  useEffect(() => {
    if (desktop || !drawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [desktop, drawerOpen]);

  const toggleSidebar = () => {
    if (desktop) setCollapsed((value) => !value);
    else setDrawerOpen((value) => !value);
  };
  const closeDrawer = () => setDrawerOpen(false);
  const handleSignOut = () => {
    forgetNearExpiryList();
    signOut();
  };

  return (
    <div className={`app-shell${sidebarOpen && desktop ? ' has-sidebar' : ''}`}>
      <Sidebar
        id={sidebarId}
        open={sidebarOpen}
        drawer={!desktop}
        links={linksForRole(session?.roleName)}
        onNavigate={closeDrawer}
        onClose={desktop ? () => setCollapsed(true) : closeDrawer}
        onSignOut={handleSignOut}
      />
      <div className="app-main">
        <Header
          title={title}
          userName={session?.userName?.trim() || USER_NAME_FALLBACK}
          nearExpiry={nearExpiry.entries}
          sidebarId={sidebarId}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={toggleSidebar}
          onSignOut={handleSignOut}
        />
        <main className="app-content" id="main-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
