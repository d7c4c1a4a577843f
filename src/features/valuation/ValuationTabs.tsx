import { NavLink } from 'react-router-dom';
import { ROUTES } from '../../lib/routes';
import { useT } from '../../i18n';
import { valuationText } from './texts';

/** Page Valuation's two screens, one tap apart. */
export function ValuationTabs() {
  const t = valuationText(useT()).nav;
  return (
    <nav className="valuation-tabs" aria-label={t.label}>
      <NavLink to={ROUTES.stockValue} className="valuation-tab">
        {t.stockValue}
      </NavLink>
      <NavLink to={ROUTES.wasteCost} className="valuation-tab">
        {t.wasteCost}
      </NavLink>
    </nav>
  );
}
