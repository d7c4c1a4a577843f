import { useState } from 'react';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import type { OrderAction } from '../../../contract/paths';
import { validateReason } from '../../../contract/validation';
import { actOnOrder } from '../../api/orders';
import { messageOf } from '../../api/http';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { showAlert } from '../../lib/alert';
import { TextAreaField } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { FormErrors } from '../../ui/FormErrors';
import { orderLabel } from './order-list';
import { pageReload } from './page-reload';
import { useT } from '../../i18n';

const TEXTS = {
  confirm: {
    title: 'orders.confirmTitle',
    button: 'orders.confirm',
    busy: 'orders.confirming',
    success: SUCCESS.orderConfirmed,
    fallback: FALLBACK.orderConfirm,
  },
  reject: {
    title: 'orders.rejectTitle',
    button: 'orders.reject',
    busy: 'orders.rejecting',
    success: SUCCESS.orderRejected,
    fallback: FALLBACK.orderReject,
  },
} as const;

export interface OrderActionDialogProps {
  orderId: number;
  action: OrderAction;
  onClose: () => void;
}

/**
 * Asks for the reason of a confirm or reject (spec 2.10, 5). A blank reason sends nothing; a
 * success alerts and reloads the page (spec 4, 7); a failure alerts and keeps the dialog.
 */
export function OrderActionDialog({ orderId, action, onClose }: OrderActionDialogProps) {
  const t = useT();
  const texts = TEXTS[action];
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const { busy, run } = useSubmitOnce();

  function onSave() {
    const messages = validateReason(reason);
    setErrors(messages);
    if (messages.length > 0) return;
    void run(async () => {
      try {
        await actOnOrder(orderId, action, reason.trim());
      } catch (error) {
        showAlert(messageOf(error, texts.fallback));
        return;
      }
      showAlert(texts.success);
      pageReload.reload();
    });
  }

  return (
    <FormDialog
      title={t(texts.title, { order: orderLabel(orderId) })}
      busy={busy}
      saveLabel={t(busy ? texts.busy : texts.button)}
      onSave={onSave}
      onCancel={onClose}
    >
      <TextAreaField
        label={t('orders.reason')}
        placeholder={t('orders.reasonPlaceholder')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormErrors messages={errors} />
    </FormDialog>
  );
}
