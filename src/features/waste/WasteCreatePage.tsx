import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { WASTE_REASONS } from '../../../contract/constants';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { parseId } from '../../../contract/validation';
import { outboxSubmission } from '../../offline/outbox/kinds';
import { useFailedEntry } from '../../hooks/useFailedEntry';
import { useLoadFailureAlert } from '../../hooks/useLoadFailureAlert';
import { useOutboxSubmit } from '../../hooks/useOutboxSubmit';
import { useReferenceList } from '../../hooks/useReferenceList';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { FormErrors } from '../../ui/FormErrors';
import { ItemPicker } from '../../scanner/ItemPicker';
import {
  buildWasteBody,
  draftFromWasteBody,
  newWasteDraft,
  summarizeWaste,
  validateWasteDraft,
  type WasteDraft,
} from './waste-form';
import { useT } from '../../i18n';
import { wasteReasonText } from '../../lib/waste-reason';

const TEXTS = {
  success: SUCCESS.reportAdded,
  fallback: FALLBACK.reportAdd,
} as const;

/** Add Report (spec 2.17): item, reason (Damaged by default) and quantity, via the outbox. */
export function WasteCreatePage() {
  const t = useT();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<WasteDraft>(() =>
    newWasteDraft(parseId(params.get('itemId'))),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const items = useReferenceList('items');
  useLoadFailureAlert(items.error, items.savedAt, FALLBACK.itemsLoad);
  const { busy, submit } = useOutboxSubmit(TEXTS);
  // Opened from a failed entry: its values and the server's refusal, to correct and send anew.
  const failed = useFailedEntry(['waste'], (entry) => {
    setDraft(draftFromWasteBody(entry.body));
    setErrors(entry.lastError ? [entry.lastError] : []);
  });

  function onSubmit() {
    if (busy) return;
    const messages = validateWasteDraft(draft);
    setErrors(messages);
    if (messages.length > 0) return;
    const item = items.rows.find((row) => row.itemId === draft.itemId);
    void submit(
      outboxSubmission(
        'waste',
        buildWasteBody(draft),
        summarizeWaste(draft, item?.name ?? t('waste.itemNumber', { id: String(draft.itemId) })),
      ),
      failed?.id ?? null,
    );
  }

  return (
    <section>
      <BackButton />
      <form
        className="card form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <ItemPicker
          items={items.rows}
          itemsLoading={!items.settled}
          value={draft.itemId}
          onChange={(itemId) => setDraft({ ...draft, itemId })}
        />
        <SelectField
          label={t('waste.reason')}
          options={WASTE_REASONS.map((reason) => ({
            value: reason,
            label: wasteReasonText(reason),
          }))}
          value={draft.reason}
          onChange={(event) =>
            setDraft({ ...draft, reason: event.target.value as WasteDraft['reason'] })
          }
        />
        <TextField
          label={t('waste.quantity')}
          type="number"
          inputMode="decimal"
          step="any"
          min="0.001"
          placeholder="0"
          value={draft.quantity}
          onChange={(event) => setDraft({ ...draft, quantity: event.target.value })}
        />
        <FormErrors messages={errors} />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('waste.adding') : t('waste.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
