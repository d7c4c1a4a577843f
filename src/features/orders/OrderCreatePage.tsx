import { useEffect, useRef, useState } from 'react';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { isNetworkFailure, messageOf } from '../../api/http';
import { outboxSubmission } from '../../offline/outbox/kinds';
import { useFailedEntry } from '../../hooks/useFailedEntry';
import { useOutboxSubmit } from '../../hooks/useOutboxSubmit';
import { useReferenceList } from '../../hooks/useReferenceList';
import { showAlert } from '../../lib/alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { FormErrors } from '../../ui/FormErrors';
import { mergeScannedItem } from '../../scanner/continuous';
import {
  ORDER_SCAN_LINES,
  buildOrderBody,
  draftFromOrderBody,
  newOrderDraft,
  newOrderLine,
  summarizeOrder,
  validateOrderDraft,
  type OrderDraft,
} from './order-form';
import { ItemLinesEditor } from '../../scanner/ItemLinesEditor';
import { useT } from '../../i18n';
import './orders.css';

const TEXTS = {
  success: SUCCESS.orderCreated,
  fallback: FALLBACK.orderCreate,
} as const;

/** The controls the spec marks required; the browser says what is missing (native message). */
const REQUIRED_CONTROLS = ['departmentId', 'fulfilledAt'] as const;

function firstMissingControl(form: HTMLFormElement): HTMLInputElement | HTMLSelectElement | null {
  for (const name of REQUIRED_CONTROLS) {
    const control = form.elements.namedItem(name);
    if (
      (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) &&
      !control.checkValidity()
    ) {
      return control;
    }
  }
  return null;
}

/** Add Order (spec 2.10): department, fulfilment date-time and item rows, via the outbox. */
export function OrderCreatePage() {
  const t = useT();
  const [draft, setDraft] = useState<OrderDraft>(newOrderDraft);
  const [errors, setErrors] = useState<string[]>([]);
  const items = useReferenceList('items');
  const departments = useReferenceList('departments');
  const { busy, submit } = useOutboxSubmit(TEXTS);
  // Opened from a failed entry: its values and the server's refusal, to correct and send anew.
  const refused = useFailedEntry(['order'], (entry) => {
    setDraft(draftFromOrderBody(entry.body));
    setErrors(entry.lastError ? [entry.lastError] : []);
  });

  // Alert once, and only when a list failed with nothing cached to pick from and the server
  // answered: out of reach, offline is normal (design: Offline behaviour).
  const failed = [items, departments].find(
    (list) => !list.loading && list.error && list.savedAt === null && !isNetworkFailure(list.error),
  );
  const alerted = useRef(false);
  useEffect(() => {
    if (!failed || alerted.current) return;
    alerted.current = true;
    showAlert(messageOf(failed.error, FALLBACK.itemsOrDepartmentsLoad));
  }, [failed]);

  function onSubmit(form: HTMLFormElement) {
    if (busy) return;
    const messages = validateOrderDraft(draft);
    setErrors(messages);
    if (messages.length > 0) return;
    const missing = firstMissingControl(form);
    if (missing) {
      missing.reportValidity();
      return;
    }
    const department = departments.rows.find(
      (row) => String(row.DepartmentId) === draft.departmentId,
    );
    void submit(
      outboxSubmission(
        'order',
        buildOrderBody(draft),
        summarizeOrder(
          draft,
          department?.name ?? t('orders.departmentNumber', { id: draft.departmentId }),
          (itemId) =>
            items.rows.find((item) => item.itemId === itemId)?.name ??
            t('orders.itemNumber', { id: String(itemId) }),
        ),
      ),
      refused?.id ?? null,
    );
  }

  return (
    <section>
      <BackButton />
      <form
        className="card form order-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        }}
      >
        <div className="form-grid">
          <SelectField
            label={t('orders.department')}
            name="departmentId"
            required
            placeholder={t('orders.selectDepartment')}
            options={[...departments.rows]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((row) => ({ value: String(row.DepartmentId), label: row.name }))}
            value={draft.departmentId}
            onChange={(event) => setDraft({ ...draft, departmentId: event.target.value })}
          />
          <TextField
            label={t('orders.fulfillmentDateTime')}
            name="fulfilledAt"
            type="datetime-local"
            required
            value={draft.fulfilledAt}
            onChange={(event) => setDraft({ ...draft, fulfilledAt: event.target.value })}
          />
        </div>
        <ItemLinesEditor
          lines={draft.lines}
          newLine={newOrderLine}
          minQuantity="1"
          items={items.rows}
          itemsLoading={!items.settled}
          onChange={(lines) => setDraft({ ...draft, lines })}
          onScanAdd={(item) =>
            setDraft((current) => ({
              ...current,
              lines: mergeScannedItem(current.lines, item.itemId, ORDER_SCAN_LINES),
            }))
          }
        />
        <FormErrors messages={errors} />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('orders.adding') : t('orders.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
