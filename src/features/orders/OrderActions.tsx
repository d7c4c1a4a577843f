import type { OrderAction } from '../../../contract/paths';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { isOrderClosed, orderLabel } from './order-list';

export interface OrderActionsProps {
  orderId: number;
  status: string;
  online: boolean;
  onAction: (action: OrderAction) => void;
}

/** Confirm and Reject of one order: disabled once it is closed (spec 4) or while offline. */
export function OrderActions({ orderId, status, online, onAction }: OrderActionsProps) {
  const t = useT();
  const closed = isOrderClosed(status);
  const disabled = closed || !online;
  // Said on the buttons' title when confirming or rejecting cannot work: there is no network.
  const title = closed ? undefined : online ? undefined : t('orders.needsConnection');
  const label = orderLabel(orderId);
  return (
    <div className="order-actions">
      <Button
        variant="primary"
        disabled={disabled}
        title={title}
        aria-haspopup="dialog"
        aria-label={t('orders.confirmOrder', { order: label })}
        onClick={() => onAction('confirm')}
      >
        {t('orders.confirm')}
      </Button>
      <Button
        variant="danger"
        disabled={disabled}
        title={title}
        aria-haspopup="dialog"
        aria-label={t('orders.rejectOrder', { order: label })}
        onClick={() => onAction('reject')}
      >
        {t('orders.reject')}
      </Button>
    </div>
  );
}
