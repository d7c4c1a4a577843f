import { NavLink } from 'react-router-dom';
import { INVENTORY_TABS } from './route-table';

/** 'Received Items' and 'PO Items' (spec 2.2); the active one follows the URL, create pages included. */
export function InventoryTabs() {
  return (
    <nav className="header-tabs" aria-label="Inventory">
      {INVENTORY_TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="header-tab">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
