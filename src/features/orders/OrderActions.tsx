import type { OrderAction } from '../../../contract/paths';
import { Button } from '../../ui/Button';
import { isOrderClosed, orderLabel } from './order-list';

/** Said on the buttons' title when confirming or rejecting cannot work: there is no network. */
export const NEEDS_CONNECTION = 'Needs a connection';

export interface OrderActionsProps {
  orderId: number;
  status: string;
  online: boolean;
  onAction: (action: OrderAction) => void;
}

/** Confirm and Reject of one order: disabled once it is closed (spec 4) or while offline. */
export function OrderActions({ orderId, status, online, onAction }: OrderActionsProps) {
  const closed = isOrderClosed(status);
  const disabled = closed || !online;
  const title = closed ? undefined : online ? undefined : NEEDS_CONNECTION;
  const label = orderLabel(orderId);
  return (
    <div className="order-actions">
      <Button
        variant="primary"
        disabled={disabled}
        title={title}
        aria-label={`Confirm ${label}`}
        onClick={() => onAction('confirm')}
      >
        Confirm
      </Button>
      <Button
        variant="danger"
        disabled={disabled}
        title={title}
        aria-label={`Reject ${label}`}
        onClick={() => onAction('reject')}
      >
        Reject
      </Button>
    </div>
  );
}
