import { useEffect, useId, useState } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { forgetNearExpiryList } from '../offline/near-expiry-store';
import { useNearExpiry } from '../features/notifications/useNearExpiry';
import { OfflineBanner } from '../features/offline/OfflineBanner';
import { DeviceSyncProgress, ReadyOffline } from '../features/offline/ReadyOffline';
import { useDeviceSync } from '../hooks/useDeviceSync';
import { useOnlineStatus } from '../hooks/useOnlineStatus';
import { useSavedNearExpiry } from '../features/offline/useSavedNearExpiry';
import { SignOutConfirm } from '../features/outbox/SignOutConfirm';
import { useOutboxEntries } from '../hooks/useOutboxEntries';
import { useOutboxReplay } from '../hooks/useOutboxReplay';
import { forgetSignedOutUser } from '../offline/device-data';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { useReplaySession } from '../hooks/useReplaySession';
import { SiteControl } from '../features/sites/SiteControl';
import { useSites } from '../hooks/useSites';
import { useSiteSwitchCount } from '../hooks/useSiteSwitchCount';
import { Header } from './Header';
import { DESKTOP_MEDIA_QUERY, footLinksForRole, linksForRole } from './nav-links';
import type { RouteHandle } from './route-table';
import { Sidebar } from './Sidebar';
import { useSession } from '../hooks/SessionContext';
import { useMediaQuery } from '../hooks/useMediaQuery';
import './app.css';
import { useT } from '../i18n';

/**
 * The common layout (spec 2.2): header, sidebar, content. Desktop: the sidebar sits beside the
 * content and the toggle collapses it. Phones and tablets: an off-canvas drawer, closed at first.
 */
export function Layout() {
  const matches = useMatches();
  const t = useT();
  const titleId = (matches.at(-1)?.handle as RouteHandle | undefined)?.titleId;
  const title = titleId ? t(titleId) : '';
  const { session, status, signOut } = useSession();
  const sites = useSites();
  const siteSwitches = useSiteSwitchCount(sites.siteId);
  // The bell follows the chosen site: its list is polled anew on a switch.
  const nearExpiry = useNearExpiry(status === 'signed-in', siteSwitches);
  // PWA: the outbox replays on every screen; offline, the bell shows the last saved list.
  useOutboxReplay();
  useReplaySession();
  const online = useOnlineStatus();
  const deviceSync = useDeviceSync(status === 'signed-in' ? (session?.roleName ?? '') : null);
  const savedNearExpiry = useSavedNearExpiry(!online, siteSwitches);
  const outbox = useOutboxEntries();
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebarOpen = desktop ? !collapsed : drawerOpen;
  const sidebarId = useId();

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
  const signOutNow = () => {
    setConfirmSignOut(false);
    forgetNearExpiryList();
    // The user's saved lists and token leave the device; their outbox entries stay for them, sealed.
    void forgetSignedOutUser(session?.userId ?? null).catch(() => undefined);
    signOut();
  };
  const handleSignOut = () => {
    if (outbox.length > 0) setConfirmSignOut(true);
    else signOutNow();
  };

  return (
    <div className={`app-shell${sidebarOpen && desktop ? ' has-sidebar' : ''}`}>
      {/* React hoists <title> into <head> in the same commit as the heading, so the two never disagree. */}
      <title>{title ? t('app.documentTitle', { title }) : t('app.name')}</title>
      <Sidebar
        id={sidebarId}
        open={sidebarOpen}
        drawer={!desktop}
        links={linksForRole(session?.roleName, sites.several)}
        footLinks={footLinksForRole(session?.roleName)}
        onNavigate={closeDrawer}
        onClose={desktop ? () => setCollapsed(true) : closeDrawer}
        onSignOut={handleSignOut}
        signOutAsks={outbox.length > 0}
      />
      <div className="app-main">
        <Header
          title={title}
          userName={session?.userName?.trim() || t('app.userFallback')}
          nearExpiry={online ? nearExpiry.entries : (savedNearExpiry?.entries ?? [])}
          nearExpirySavedAt={online ? null : (savedNearExpiry?.savedAt ?? null)}
          sidebarId={sidebarId}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={toggleSidebar}
          onSignOut={handleSignOut}
          signOutAsks={outbox.length > 0}
          offlineState={<ReadyOffline state={deviceSync} />}
          siteControl={<SiteControl />}
        />
        <OfflineBanner online={online} />
        <DeviceSyncProgress state={deviceSync} />
        <UpdatePrompt />
        <main className="app-content" id="main-content">
          {/* A site switch opens the screen anew: every read names the new site's copy. */}
          <Outlet key={siteSwitches} />
        </main>
      </div>
      {confirmSignOut ? (
        <SignOutConfirm
          count={outbox.length}
          onConfirm={signOutNow}
          onCancel={() => setConfirmSignOut(false)}
        />
      ) : null}
    </div>
  );
}
