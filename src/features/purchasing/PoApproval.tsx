import { useState } from 'react';
import { AWAITING_APPROVAL } from '../../../contract/po-approval';
import { canApprovePurchaseOrders } from '../../../contract/roles';
import type { PurchaseOrder } from '../../../contract/schemas/purchasing';
import { useOutboxSubmit } from '../../hooks/useOutboxSubmit';
import { useSession } from '../../hooks/SessionContext';
import { useT } from '../../i18n';
import { routeWithId, ROUTES } from '../../lib/routes';
import { outboxSubmission } from '../../offline/outbox/kinds';
import { Button } from '../../ui/Button';
import { ReasonDialog } from '../../ui/ReasonDialog';

/** An order answered by the server (a send's answer) that waits for an Administrator. */
export function isAwaitingApproval(response: unknown): boolean {
  return (response as Partial<PurchaseOrder> | undefined)?.Status === AWAITING_APPROVAL;
}

/**
 * What an order's detail says about approval (design: Activity log and approvals): an order
 * awaiting approval waits for an Administrator, who sees Approve and Reject (with a reason)
 * here; a draft an Administrator rejected shows why. Both decisions go through the outbox.
 */
export function PoApproval({ order, onChanged }: { order: PurchaseOrder; onChanged: () => void }) {
  const t = useT();
  const { session } = useSession();
  const [rejecting, setRejecting] = useState(false);
  const id = order.PurchaseOrderId;
  const back = () => routeWithId(ROUTES.purchaseOrderDetail, id);
  const approve = useOutboxSubmit({
    success: t('approvals.approvedDone'),
    fallback: t('approvals.approveFailed'),
    sentPath: back,
  });
  const reject = useOutboxSubmit({
    success: t('approvals.rejectedDone'),
    fallback: t('approvals.rejectFailed'),
    sentPath: back,
  });

  if (order.Status === 'draft' && order.RejectionReason) {
    return (
      <p className="po-approval po-rejected" role="status">
        {t('approvals.rejected', { reason: order.RejectionReason })}
      </p>
    );
  }
  if (order.Status !== AWAITING_APPROVAL) return null;
  const poNumber = order.PoNumber;
  return (
    <div className="po-approval po-awaiting">
      <p role="status">{t('approvals.waiting')}</p>
      {canApprovePurchaseOrders(session?.roleName) ? (
        <div className="form-actions po-approval-actions">
          <Button
            disabled={approve.busy}
            onClick={() =>
              void approve
                .submit(
                  outboxSubmission(
                    'po-approve',
                    {},
                    t('approvals.approveSummary', { poNumber }),
                    id,
                  ),
                )
                .then(onChanged)
            }
          >
            {approve.busy ? t('approvals.approving') : t('approvals.approve')}
          </Button>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setRejecting(true)}>
            {t('approvals.reject')}
          </Button>
        </div>
      ) : null}
      {rejecting ? (
        <ReasonDialog
          texts={{
            title: t('approvals.rejectTitle'),
            reason: t('approvals.reason'),
            placeholder: t('approvals.reasonPlaceholder'),
            required: t('approvals.reasonRequired'),
            save: t('approvals.confirmReject'),
          }}
          busy={reject.busy}
          onCancel={() => setRejecting(false)}
          onSave={(reason) =>
            void reject
              .submit(
                outboxSubmission(
                  'po-reject',
                  { reason },
                  t('approvals.rejectSummary', { poNumber, reason }),
                  id,
                ),
              )
              .then(() => {
                setRejecting(false);
                onChanged();
              })
          }
        >
          <p>{t('approvals.rejectIntro')}</p>
        </ReasonDialog>
      ) : null}
    </div>
  );
}
