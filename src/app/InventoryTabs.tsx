import { NavLink } from 'react-router-dom';
import { INVENTORY_TABS } from './route-table';
import { useT } from '../i18n';

/** 'Received Items' and 'PO Items' (spec 2.2); the active one follows the URL, create pages included. */
export function InventoryTabs() {
  const t = useT();
  return (
    <nav className="header-tabs" aria-label={t('routes.inventory')}>
      {INVENTORY_TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="header-tab">
          {t(tab.labelId)}
        </NavLink>
      ))}
    </nav>
  );
}
