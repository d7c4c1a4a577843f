import { useCallback, useState } from 'react';
import { useListReload } from '../../hooks/useServerList';
import { recordPageKey } from '../../offline/list-pages';
import { Link, useParams } from 'react-router-dom';
import type { PurchaseOrder } from '../../../contract/schemas/purchasing';
import { parseId } from '../../../contract/validation/values';
import { getPurchaseOrder } from '../../api/purchase-orders';
import { useCachedList } from '../../hooks/useCachedList';
import { useReferenceList } from '../../hooks/useReferenceList';
import { routeWithId, ROUTES } from '../../lib/routes';
import { outboxSubmission } from '../../offline/outbox/kinds';
import { useOutboxSubmit } from '../../hooks/useOutboxSubmit';
import { useT } from '../../i18n';
import { Badge } from '../../ui/Badge';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { formatDate } from '../../ui/format';
import { NotSavedYet } from '../../ui/NotSavedYet';
import { isAwaitingApproval, PoApproval } from './PoApproval';
import { PoLinesTable } from './PoLinesTable';
import {
  canCancelPo,
  canEditPo,
  canSendPo,
  formatCost,
  poStatusText,
  poStatusTone,
} from './po-status';
import { poDetailText } from './texts';
import './purchasing.css';

const detailPath = (id: number) => routeWithId(ROUTES.purchaseOrderDetail, id);

/** Purchase Order Detail: the order, its lines received so far, Send, Cancel, Edit, Print. */
export function PurchaseOrderDetailPage() {
  const id = parseId(useParams().id) ?? 0;
  const t = poDetailText(useT());
  const [version, setVersion] = useState(0);
  const reload = version + useListReload('purchase-orders');
  const load = useCallback(() => getPurchaseOrder(id), [id]);
  const order = useCachedList(recordPageKey('purchase-orders', id), load, t.failed, reload);
  const items = useReferenceList('items');

  if (order.data === null) {
    return (
      <section>
        <BackButton to={ROUTES.purchaseOrders} label={t.back} />
        {order.loading ? (
          <div className="loading-text">{t.loading}</div>
        ) : order.unsavedOffline ? (
          <NotSavedYet />
        ) : (
          <div className="empty-state">{t.failed}</div>
        )}
      </section>
    );
  }
  return (
    <OrderDetail order={order.data} items={items.rows} onChanged={() => setVersion((n) => n + 1)} />
  );
}

interface OrderDetailProps {
  order: PurchaseOrder;
  items: ReturnType<typeof useReferenceList<'items'>>['rows'];
  onChanged: () => void;
}

function OrderDetail({ order, items, onChanged }: OrderDetailProps) {
  const t = poDetailText(useT());
  const [cancelling, setCancelling] = useState(false);
  const id = order.PurchaseOrderId;
  const back = () => detailPath(id);
  const sentForApproval = useT()('approvals.sentForApproval');
  const send = useOutboxSubmit({
    // Over PO_APPROVAL_LIMIT the server holds it for an Administrator: say so, not "sent".
    success: (response) => (isAwaitingApproval(response) ? sentForApproval : t.sentDone),
    fallback: t.sendFailed,
    sentPath: back,
  });
  const cancel = useOutboxSubmit({
    success: t.cancelledDone,
    fallback: t.cancelFailed,
    sentPath: back,
  });

  const fields: { label: string; value: string }[] = [
    { label: t.supplier, value: order.Supplier.Name },
    { label: t.expected, value: formatDate(order.ExpectedAt) },
    { label: t.created, value: `${formatDate(order.CreatedAt)} · ${order.CreatedBy}` },
    ...(order.SentAt ? [{ label: t.sent, value: formatDate(order.SentAt) }] : []),
    ...(order.Note ? [{ label: t.note, value: order.Note }] : []),
    ...(order.CancelledAt
      ? [{ label: t.cancelled, value: `${formatDate(order.CancelledAt)}: ${order.Reason ?? ''}` }]
      : []),
  ];

  return (
    <section className="po-detail">
      <BackButton to={ROUTES.purchaseOrders} label={t.back} />
      <article className="card po-sheet">
        <header className="po-sheet-head">
          <div>
            <p className="po-print-title">{t.printTitle}</p>
            <h2 className="po-number">{order.PoNumber}</h2>
          </div>
          <Badge tone={poStatusTone(order.Status)}>{poStatusText(order.Status)}</Badge>
        </header>
        <PoApproval order={order} onChanged={onChanged} />
        <dl className="detail-list po-fields">
          {fields.map((field) => (
            <div key={field.label} className="po-field">
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
        <PoLinesTable order={order} items={items} />
        <p className="po-total">
          <span>{t.total}</span> <strong>{formatCost(order.Total)}</strong>
        </p>
        <div className="form-actions po-actions">
          {canSendPo(order) ? (
            <Button
              disabled={send.busy}
              onClick={() =>
                void send
                  .submit(
                    outboxSubmission('purchase-order-send', {}, t.sendSummary(order.PoNumber), id),
                  )
                  .then(onChanged)
              }
            >
              {send.busy ? t.sending : t.send}
            </Button>
          ) : null}
          {canEditPo(order) ? (
            <Link className="btn btn-secondary" to={routeWithId(ROUTES.purchaseOrderEdit, id)}>
              {t.edit}
            </Link>
          ) : null}
          <Button variant="secondary" onClick={() => window.print()}>
            {t.print}
          </Button>
          {canCancelPo(order) ? (
            <Button variant="danger" aria-haspopup="dialog" onClick={() => setCancelling(true)}>
              {t.cancel}
            </Button>
          ) : null}
        </div>
      </article>
      {cancelling ? (
        <ReasonDialog
          texts={{
            title: t.cancelTitle,
            reason: t.reason,
            placeholder: t.reasonPlaceholder,
            required: t.reasonRequired,
            save: t.confirmCancel,
          }}
          busy={cancel.busy}
          onCancel={() => setCancelling(false)}
          onSave={(reason) =>
            void cancel
              .submit(
                outboxSubmission(
                  'purchase-order-cancel',
                  { reason },
                  t.cancelSummary(order.PoNumber, reason),
                  id,
                ),
              )
              .then(() => {
                setCancelling(false);
                onChanged();
              })
          }
        />
      ) : null}
    </section>
  );
}
