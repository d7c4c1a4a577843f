import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { NearExpiryWire } from '../api/near-expiry';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { OutboxBadge } from '../features/outbox/OutboxBadge';
import { Icon } from '../ui/Icon';
import { InventoryTabs } from './InventoryTabs';
import { isInventoryPage } from './nav-links';
import { useT } from '../i18n';

export interface HeaderProps {
  title: string;
  userName: string;
  nearExpiry: readonly NearExpiryWire[];
  /** Offline: when the shown near-expiry list was saved (null: it is live). */
  nearExpirySavedAt: number | null;
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onSignOut: () => void;
  /** Sign Out asks first (submissions wait): it opens a dialog. */
  signOutAsks?: boolean;
  /** The device's offline state ("Ready offline"), beside the outbox badge. */
  offlineState?: ReactNode;
  /** The site control ("Site: Main"), first among the actions; renders nothing with one site. */
  siteControl?: ReactNode;
}

/** Spec 2.2: menu toggle, page title, inventory tabs, near-expiry bell, user name, Sign Out. */
export function Header({
  title,
  userName,
  nearExpiry,
  nearExpirySavedAt,
  sidebarId,
  sidebarOpen,
  onToggleSidebar,
  onSignOut,
  signOutAsks = false,
  offlineState,
  siteControl,
}: HeaderProps) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <header className="app-header">
      <button
        type="button"
        className="btn btn-ghost icon-btn header-toggle"
        aria-label={sidebarOpen ? t('app.closeMenu') : t('app.openMenu')}
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
      >
        <Icon name="menu" />
      </button>
      <h1 className="header-title">{title}</h1>
      {/* A grid area of its own: on a phone it sits beside the title, clear of the actions. */}
      {siteControl}
      <div className="header-actions">
        {offlineState}
        <OutboxBadge />
        <NotificationBell entries={nearExpiry} savedAt={nearExpirySavedAt} />
        <span className="header-user" title={userName}>
          <span className="header-avatar" aria-hidden="true">
            {userName.charAt(0).toUpperCase()}
          </span>
          <span className="header-user-name" data-testid="header-user-name">
            {userName}
          </span>
        </span>
        <button
          type="button"
          className="btn btn-secondary header-sign-out"
          aria-label={t('app.signOut')}
          aria-haspopup={signOutAsks ? 'dialog' : undefined}
          onClick={onSignOut}
        >
          <Icon name="signOut" size={18} />
          <span>{t('app.signOut')}</span>
        </button>
      </div>
      {isInventoryPage(pathname) ? <InventoryTabs /> : null}
    </header>
  );
}
