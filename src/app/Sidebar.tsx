import { Link, useLocation } from 'react-router-dom';
import { InstallButton } from '../pwa/InstallButton';
import { Icon } from '../ui/Icon';
import { LanguageSelect } from './LanguageSelect';
import { isLinkActive, type SidebarLink } from './nav-links';
import { ThemeToggle } from './ThemeToggle';
import { useT } from '../i18n';

export interface SidebarProps {
  id: string;
  open: boolean;
  /** Phones and tablets: an off-canvas drawer over the content. */
  drawer: boolean;
  links: readonly SidebarLink[];
  /** Links at the foot, beside Theme, outside the 'Menu' (Sites). */
  footLinks?: readonly SidebarLink[];
  onNavigate: () => void;
  onClose: () => void;
  onSignOut: () => void;
  /** Sign Out asks first (submissions wait): it opens a dialog. */
  signOutAsks?: boolean;
}

/** Spec 2.2: logo, a 'Menu' of the links the role may open, and Sign Out. */
export function Sidebar({
  id,
  open,
  drawer,
  links,
  footLinks = [],
  onNavigate,
  onClose,
  onSignOut,
  signOutAsks = false,
}: SidebarProps) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <>
      {drawer && open ? (
        <div className="sidebar-backdrop" data-testid="sidebar-backdrop" onClick={onClose} />
      ) : null}
      <aside
        id={id}
        className={`sidebar${open ? ' is-open' : ''}`}
        data-state={open ? 'open' : 'closed'}
        aria-label={t('app.sidebar')}
        inert={!open}
      >
        <div className="sidebar-brand">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span className="sidebar-brand-name">{t('app.name')}</span>
          {drawer ? (
            <button
              type="button"
              className="btn btn-ghost icon-btn sidebar-close"
              aria-label={t('app.closeMenu')}
              onClick={onClose}
            >
              <Icon name="close" size={20} />
            </button>
          ) : null}
        </div>
        <nav className="sidebar-nav" aria-labelledby={`${id}-menu`}>
          <h2 id={`${id}-menu`} className="sidebar-heading">
            {t('app.menu')}
          </h2>
          <ul className="sidebar-links">
            {links.map((link) => {
              const active = isLinkActive(pathname, link.to);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={`sidebar-link${active ? ' is-active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    {t(link.labelId)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {footLinks.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className={`btn sidebar-foot-link${isLinkActive(pathname, link.to) ? ' is-active' : ''}`}
            aria-current={isLinkActive(pathname, link.to) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {t(link.labelId)}
          </Link>
        ))}
        <ThemeToggle />
        <LanguageSelect />
        <InstallButton />
        <button
          type="button"
          className="btn sidebar-sign-out"
          aria-haspopup={signOutAsks ? 'dialog' : undefined}
          onClick={onSignOut}
        >
          <Icon name="signOut" size={18} />
          {t('app.signOut')}
        </button>
      </aside>
    </>
  );
}
