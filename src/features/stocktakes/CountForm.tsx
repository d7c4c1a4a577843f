import { useState } from 'react';
import { OFFLINE_TEXT, STOCKTAKE_TEXT, VALIDATION } from '../../../contract/messages';
import type { Item } from '../../../contract/schemas/reference';
import { parseCountQuantity } from '../../../contract/validation/stocktake';
import { Button } from '../../ui/Button';
import { FormErrors } from '../../ui/FormErrors';
import { ItemPicker } from '../../scanner/ItemPicker';
import { PackQuantityField } from '../../ui/PackQuantityField';
import type { CountOutcome } from './useStocktakeCounts';
import { translate, translateMessage, useT } from '../../i18n';

export interface CountFormProps {
  /** The items of the stocktake's areas, from the device's copy (works offline). */
  items: readonly Item[];
  /** The items are still loading: a scan waits for them (ItemPicker's itemsLoading). */
  itemsLoading?: boolean;
  busy: boolean;
  onCount: (itemId: number, quantity: string, itemName: string) => Promise<CountOutcome>;
}

function describe(outcome: CountOutcome, what: string): { text: string; failed: boolean } {
  switch (outcome.state) {
    case 'sent':
      return { text: translate('stocktakes.counted', { what }), failed: false };
    case 'queued':
      return {
        text: translate('stocktakes.queued', {
          what,
          queued: translateMessage(OFFLINE_TEXT.queued),
        }),
        failed: false,
      };
    case 'refused':
      return { text: translateMessage(outcome.message), failed: true };
  }
}

/**
 * Pick or scan an item and type what is on the shelf. The Scan button is continuous: each read
 * counts one of that item at once (a clerk scanning every tin), the camera staying open.
 */
export function CountForm({ items, itemsLoading = false, busy, onCount }: CountFormProps) {
  const t = useT();
  const [itemId, setItemId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [last, setLast] = useState<{ text: string; failed: boolean } | null>(null);

  async function count(item: Item, amount: string) {
    const outcome = await onCount(item.itemId, amount, item.name);
    setLast(describe(outcome, `${amount.trim()} × ${item.name}`));
    return outcome;
  }

  async function onSubmit() {
    const messages: string[] = [];
    const item = items.find((row) => row.itemId === itemId);
    if (!item) messages.push(VALIDATION.wasteItemRequired);
    if (parseCountQuantity(quantity) === null) messages.push(STOCKTAKE_TEXT.quantityInvalid);
    setErrors(messages);
    if (!item || messages.length > 0) return;
    const outcome = await count(item, quantity);
    if (outcome.state !== 'refused') {
      setItemId(null);
      setQuantity('');
    }
  }

  return (
    <form
      className="card form count-form"
      noValidate
      aria-label={t('stocktakes.countAnItem')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void onSubmit();
      }}
    >
      <ItemPicker
        items={items}
        itemsLoading={itemsLoading}
        value={itemId}
        onChange={setItemId}
        onScanAdd={(item) => void count(item, '1')}
      />
      <div className="count-form-row">
        <PackQuantityField
          label={t('stocktakes.countedQuantity')}
          item={items.find((row) => row.itemId === itemId)}
          numberProps={{ min: '0', placeholder: '0' }}
          value={quantity}
          onChange={setQuantity}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('stocktakes.saving') : t('stocktakes.addCount')}
        </Button>
      </div>
      <FormErrors messages={errors} />
      <p
        className={last?.failed ? 'field-error count-last' : 'count-last'}
        role="status"
        aria-live="polite"
      >
        {last?.text ?? ''}
      </p>
    </form>
  );
}
