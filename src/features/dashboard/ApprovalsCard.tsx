import { Link } from 'react-router-dom';
import { AWAITING_APPROVAL } from '../../../contract/po-approval';
import { useT } from '../../i18n';
import { ROUTES } from '../../lib/routes';
import './money-cards.css';
import { formatCount } from '../../ui/format';

/**
 * The Administrator's card of purchase orders awaiting approval (design: Activity log and
 * approvals): the count the summary gives, opening Purchase Orders filtered to them.
 */
export function ApprovalsCard({ count }: { count: number | undefined }) {
  const t = useT();
  const label = t('approvals.dashboardLabel');
  return (
    <ul className="summary-cards money-cards approvals-cards" aria-label={label}>
      <li className="card summary-card money-card approvals-card">
        <Link
          to={`${ROUTES.purchaseOrders}?status=${AWAITING_APPROVAL}`}
          className="money-card-link"
        >
          <span className="summary-label">{label}</span>
          <span className="summary-value money-card-value" data-testid="card-awaitingApproval">
            {count === undefined ? '—' : formatCount(count)}
          </span>
        </Link>
      </li>
    </ul>
  );
}
