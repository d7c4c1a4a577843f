import { useCallback, useState } from 'react';
import { useServerList } from '../../hooks/useServerList';
import type { PurchaseOrder } from '../../../contract/schemas/purchasing';
import { listSuggestions } from '../../api/purchase-orders';
import { routeWithId, ROUTES } from '../../lib/routes';
import { outboxSubmission } from '../../offline/outbox/kinds';
import { useOutboxSubmit } from '../../hooks/useOutboxSubmit';
import { BackButton } from '../../ui/BackButton';
import { NoData } from '../../ui/NoData';
import { formatCost } from './po-status';
import {
  draftBodyOf,
  editedLines,
  estimateOf,
  lineKey,
  type SuggestionEdits,
  type SuggestionGroup,
} from './suggested-orders';
import { SuggestionCard } from './SuggestionCard';
import { useApprovalNotice } from './useApprovalNotice';
import { useT } from '../../i18n';
import { poDetailText, poFormText, suggestionText } from './texts';
import './purchasing.css';

function detailOf(response: unknown): string | null {
  const id = (response as Partial<PurchaseOrder> | undefined)?.PurchaseOrderId;
  return typeof id === 'number' ? routeWithId(ROUTES.purchaseOrderDetail, id) : null;
}

/** Suggested Orders: per supplier what to order and why; each card becomes a draft order. */
export function SuggestedOrdersPage() {
  const translateNow = useT();
  const t = suggestionText(translateNow);
  const PO_FORM_TEXT = poFormText(translateNow);
  const list = useServerList(
    'purchase-suggestions',
    '',
    useCallback(() => listSuggestions(), []),
    t.failed,
  );
  const [edits, setEdits] = useState<SuggestionEdits>({});
  const approvalNotice = useApprovalNotice();
  const { busy, submit } = useOutboxSubmit({
    success: t.created,
    fallback: PO_FORM_TEXT.createFailed,
    sentPath: detailOf,
  });

  function createDraft(group: SuggestionGroup) {
    if (busy || group.SupplierID === null) return;
    const lines = editedLines(group, edits);
    if (lines.length === 0) return;
    const name = group.Supplier?.Name ?? '';
    void submit(
      outboxSubmission(
        'purchase-order',
        draftBodyOf(group.SupplierID, lines),
        PO_FORM_TEXT.summary('', name, lines.length),
      ),
    );
  }

  const groups = list.data?.suggestions ?? null;
  return (
    <section className="suggested-orders">
      <BackButton to={ROUTES.purchaseOrders} label={poDetailText(translateNow).back} />
      <p className="po-muted suggestions-intro">{t.intro}</p>
      {groups === null ? (
        <NoData
          loading={list.loading}
          unsavedOffline={list.unsavedOffline}
          loadingText={t.loading}
          emptyText={t.failed}
        />
      ) : groups.length === 0 ? (
        <div className="empty-state">{t.none}</div>
      ) : (
        <div className="suggestion-cards" aria-busy={list.loading}>
          {groups.map((group) => {
            const lines = editedLines(group, edits);
            return (
              <SuggestionCard
                key={group.SupplierID ?? 0}
                group={group}
                lines={lines}
                estimate={formatCost(estimateOf(lines))}
                notice={approvalNotice(estimateOf(lines))}
                busy={busy}
                onQuantity={(itemId, quantity) =>
                  setEdits({ ...edits, [lineKey(group.SupplierID, itemId)]: quantity })
                }
                onRemove={(itemId) =>
                  setEdits({ ...edits, [lineKey(group.SupplierID, itemId)]: null })
                }
                onCreate={() => createDraft(group)}
              />
            );
          })}
        </div>
      )}
    </section>
  );
}
