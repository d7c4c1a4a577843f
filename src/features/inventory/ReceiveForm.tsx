import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { parseId } from '../../../contract/validation';
import { outboxSubmission } from '../../offline/outbox/kinds';
import { useFailedEntry } from '../../hooks/useFailedEntry';
import { useLoadFailureAlert } from '../../hooks/useLoadFailureAlert';
import { useOutboxSubmit } from '../../hooks/useOutboxSubmit';
import { useReferenceList } from '../../hooks/useReferenceList';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { FormErrors } from '../../ui/FormErrors';
import {
  buildPoReceiveBody,
  buildReceiveBody,
  draftFromReceiveBody,
  newReceiveDraft,
  mergeScannedReceiveRow,
  summarizeReceive,
  validateReceiveDraft,
  type ReceiveDraft,
} from './receive-form';
import { ReceiveRowsEditor } from './ReceiveRowsEditor';
import { OverReceiptField, PoIdField, PoReceiveOffers } from './PoReceiveOffers';
import { withLastCosts } from './receive-cost';
import { useLastCosts } from './useLastCosts';
import { useCurrency } from '../../hooks/useCurrency';
import { useT } from '../../i18n';
import './inventory.css';

const TEXTS = {
  receive: {
    success: SUCCESS.receivedAdded,
    fallback: FALLBACK.receivedAdd,
  },
  po: {
    success: SUCCESS.poReceived,
    fallback: FALLBACK.poReceiveSubmit,
  },
} as const;

/** The item to start with: ?itemId= (the dashboard's 'Restock Now') or navigation state. */
function usePrefilledItemId(): number | null {
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as { itemId?: unknown } | null;
  return parseId(params.get('itemId')) ?? parseId(state?.itemId);
}

/** Received items (spec 2.8) and PO receive (2.9): supplier, optional PO ID, item rows. */
export function ReceiveForm({ withPo }: { withPo: boolean }) {
  const t = useT();
  const texts = withPo ? TEXTS.po : TEXTS.receive;
  const prefilled = usePrefilledItemId();
  const [draft, setDraft] = useState<ReceiveDraft>(() => newReceiveDraft(prefilled));
  const [errors, setErrors] = useState<string[]>([]);
  const suppliers = useReferenceList('suppliers');
  const items = useReferenceList('items');
  useLoadFailureAlert(suppliers.error, suppliers.savedAt, FALLBACK.suppliersLoadRetry);
  useLoadFailureAlert(items.error, items.savedAt, FALLBACK.itemsLoad);
  const { busy, submit } = useOutboxSubmit(texts);
  // Unit costs (design: Valuation): a chosen item's cost starts at its last known cost.
  const currency = useCurrency();
  const lastCosts = useLastCosts((costs) =>
    setDraft((current) => ({ ...current, rows: withLastCosts(current.rows, costs) })),
  );
  // Opened from a failed entry: its values and the server's refusal, to correct and send anew.
  const failed = useFailedEntry(withPo ? ['po-receive'] : ['receive'], (entry) => {
    setDraft(draftFromReceiveBody(entry.body));
    setErrors(entry.lastError ? [entry.lastError] : []);
  });

  function onSubmit() {
    if (busy) return;
    const messages = validateReceiveDraft(draft, withPo);
    setErrors(messages);
    if (messages.length > 0) return;
    const supplier = suppliers.rows.find((row) => String(row.SupplierId) === draft.supplierId);
    const summary = summarizeReceive(
      draft,
      withPo,
      supplier?.name ?? t('inventory.supplierNumber', { id: draft.supplierId }),
      (itemId) =>
        items.rows.find((item) => item.itemId === itemId)?.name ??
        t('inventory.itemNumber', { id: String(itemId) }),
    );
    void submit(
      withPo
        ? outboxSubmission('po-receive', buildPoReceiveBody(draft), summary)
        : outboxSubmission('receive', buildReceiveBody(draft), summary),
      failed?.id ?? null,
    );
  }

  return (
    <section>
      <BackButton />
      <form
        className="card form receive-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="form-grid">
          {withPo ? <PoIdField draft={draft} onChange={setDraft} /> : null}
          <SelectField
            label={t('inventory.supplier')}
            placeholder={t('inventory.selectSupplier')}
            options={[...suppliers.rows]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((row) => ({ value: String(row.SupplierId), label: row.name }))}
            value={draft.supplierId}
            onChange={(event) => setDraft({ ...draft, supplierId: event.target.value })}
          />
          {withPo ? <PoReceiveOffers draft={draft} onChange={setDraft} /> : null}
        </div>
        <ReceiveRowsEditor
          rows={draft.rows}
          items={items.rows}
          itemsLoading={!items.settled}
          onChange={(rows) => setDraft({ ...draft, rows: withLastCosts(rows, lastCosts) })}
          onScanAdd={(item, details) =>
            setDraft((current) => ({
              ...current,
              rows: withLastCosts(
                mergeScannedReceiveRow(current.rows, item.itemId, details.expirationDate),
                lastCosts,
              ),
            }))
          }
          currency={currency}
        />
        {withPo ? (
          <OverReceiptField draft={draft} onChange={setDraft} refused={failed !== null} />
        ) : null}
        <FormErrors messages={errors} />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('inventory.submitting') : t('inventory.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
