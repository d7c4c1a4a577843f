import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { PurchaseOrder } from '../../../contract/schemas/purchasing';
import { parseId } from '../../../contract/validation/values';
import { getPurchaseOrder } from '../../api/purchase-orders';
import { useCachedList } from '../../hooks/useCachedList';
import { useReferenceList } from '../../hooks/useReferenceList';
import { routeWithId, ROUTES } from '../../lib/routes';
import { recordPageKey } from '../../offline/list-pages';
import { outboxSubmission } from '../../offline/outbox/kinds';
import { useFailedEntry } from '../../hooks/useFailedEntry';
import { useOutboxSubmit } from '../../hooks/useOutboxSubmit';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { FormErrors } from '../../ui/FormErrors';
import { NotSavedYet } from '../../ui/NotSavedYet';
import {
  buildPoBody,
  draftFromOrder,
  draftFromPoBody,
  newPoDraft,
  summarizePo,
  validatePoDraft,
  type PoDraft,
} from './po-form';
import { PoLinesEditor } from './PoLinesEditor';
import { useT } from '../../i18n';
import { poDetailText, poFormText } from './texts';
import './purchasing.css';

/** Where a saved order goes: its detail, when the server answered with it. */
function detailOf(response: unknown): string | null {
  const id = (response as Partial<PurchaseOrder> | undefined)?.PurchaseOrderId;
  return typeof id === 'number' ? routeWithId(ROUTES.purchaseOrderDetail, id) : null;
}

/** Add Purchase Order, and Edit while draft (/purchase-orders/:id/edit). */
export function PurchaseOrderFormPage() {
  const id = parseId(useParams().id);
  return id === null ? <PoForm order={null} /> : <PoEditLoader id={id} />;
}

function PoEditLoader({ id }: { id: number }) {
  const translateNow = useT();
  const PO_DETAIL_TEXT = poDetailText(translateNow);
  const PO_FORM_TEXT = poFormText(translateNow);
  const load = useCallback(() => getPurchaseOrder(id), [id]);
  const order = useCachedList(recordPageKey('purchase-orders', id), load, PO_DETAIL_TEXT.failed);
  if (order.data === null) {
    return order.unsavedOffline ? (
      <NotSavedYet />
    ) : (
      <div className="loading-text">{PO_DETAIL_TEXT.loading}</div>
    );
  }
  if (order.data.Status !== 'draft') {
    return (
      <section>
        <BackButton to={routeWithId(ROUTES.purchaseOrderDetail, id)} label={PO_DETAIL_TEXT.back} />
        <p className="empty-state">{PO_FORM_TEXT.notDraft}</p>
      </section>
    );
  }
  return <PoForm key={order.data.PurchaseOrderId} order={order.data} />;
}

function PoForm({ order }: { order: PurchaseOrder | null }) {
  const [draft, setDraft] = useState<PoDraft>(() => (order ? draftFromOrder(order) : newPoDraft()));
  const [errors, setErrors] = useState<string[]>([]);
  const suppliers = useReferenceList('suppliers');
  const items = useReferenceList('items');
  const t = poFormText(useT());
  const { busy, submit } = useOutboxSubmit({
    success: order ? t.updated : t.created,
    fallback: t.createFailed,
    sentPath: detailOf,
  });
  const refused = useFailedEntry(['purchase-order'], (entry) => {
    setDraft(draftFromPoBody(entry.body));
    setErrors(entry.lastError ? [entry.lastError] : []);
  });

  function onSubmit() {
    if (busy) return;
    const messages = validatePoDraft(draft);
    setErrors(messages);
    if (messages.length > 0) return;
    const supplier = suppliers.rows.find((row) => String(row.SupplierId) === draft.supplierId);
    const summary = summarizePo(draft, supplier?.name ?? t.supplierNumber(draft.supplierId));
    const body = buildPoBody(draft);
    void submit(
      order
        ? outboxSubmission('purchase-order-edit', body, summary, order.PurchaseOrderId)
        : outboxSubmission('purchase-order', body, summary),
      refused?.id ?? null,
    );
  }

  return (
    <section>
      <BackButton />
      <form
        className="card form po-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="form-grid">
          <SelectField
            label={t.supplier}
            placeholder={t.selectSupplier}
            options={[...suppliers.rows]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((row) => ({ value: String(row.SupplierId), label: row.name }))}
            value={draft.supplierId}
            onChange={(event) => setDraft({ ...draft, supplierId: event.target.value })}
          />
          <TextField
            label={t.poNumber}
            placeholder={t.poNumberPlaceholder}
            maxLength={64}
            autoComplete="off"
            value={draft.poNumber}
            onChange={(event) => setDraft({ ...draft, poNumber: event.target.value })}
          />
          <TextField
            label={t.expectedAt}
            type="date"
            value={draft.expectedAt}
            onChange={(event) => setDraft({ ...draft, expectedAt: event.target.value })}
          />
          <TextAreaField
            label={t.note}
            placeholder={t.notePlaceholder}
            rows={2}
            value={draft.note}
            onChange={(event) => setDraft({ ...draft, note: event.target.value })}
          />
        </div>
        <PoLinesEditor
          lines={draft.lines}
          items={items.rows}
          itemsLoading={!items.settled}
          onChange={(lines) => setDraft({ ...draft, lines })}
        />
        <FormErrors messages={errors} />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {order ? (busy ? t.saving : t.save) : busy ? t.creating : t.create}
          </Button>
        </div>
      </form>
    </section>
  );
}
