import { useState } from 'react';
import type { Item } from '../../../contract/schemas/reference';
import type { Transfer } from '../../../contract/schemas/transfers';
import { formatMoney } from '../../lib/money';
import { FormDialog } from '../../ui/FormDialog';
import { FormErrors } from '../../ui/FormErrors';
import { formatQuantity } from '../../ui/format';
import { PackQuantityField } from '../../ui/PackQuantityField';
import { useT } from '../../i18n';
import { transferDetailText } from './texts';
import { planReceipt, prefilledReceipt, type ReceiveEntry } from './transfer-receive';

export interface ReceiveDialogProps {
  transfer: Transfer;
  /** The device's items, for packs ("2 case + 3") where the item has them. */
  items: readonly Item[];
  busy: boolean;
  /** The installation's currency for roles with money; undefined: the loss's value not shown. */
  money?: { currency: string | null };
  onConfirm: (plan: Extract<ReturnType<typeof planReceipt>, { ok: true }>) => void;
  onCancel: () => void;
}

/**
 * Receive: a quantity per line, prefilled with what was sent; any shortfall is shown as the
 * transfer loss it will book at this site before the clerk confirms.
 */
export function ReceiveDialog({
  transfer,
  items,
  busy,
  money,
  onConfirm,
  onCancel,
}: ReceiveDialogProps) {
  const t = transferDetailText(useT());
  const [typed, setTyped] = useState<ReceiveEntry>(() => prefilledReceipt(transfer));
  const [shown, setShown] = useState<string[]>([]);
  const plan = planReceipt(transfer, typed);

  return (
    <FormDialog
      title={t.receiveTitle}
      busy={busy}
      saveLabel={busy ? t.receiving : t.confirmReceive}
      onCancel={onCancel}
      onSave={() => {
        if (!plan.ok) {
          setShown(plan.messages);
          return;
        }
        onConfirm(plan);
      }}
    >
      <p className="transfer-hint">{t.receiveHint}</p>
      <div className="transfer-receive-lines">
        {transfer.Lines.map((line) => (
          <div key={line.LineId} className="transfer-receive-line">
            <PackQuantityField
              label={t.receivedQuantity(line.Item.Name)}
              item={items.find((item) => item.itemId === line.ItemID)}
              numberProps={{ min: '0', placeholder: '0' }}
              value={typed[line.LineId] ?? ''}
              onChange={(value) => setTyped({ ...typed, [line.LineId]: value })}
            />
            <span className="field-hint">
              {t.sentOf(`${formatQuantity(line.Quantity)} ${line.Item.Unit}`)}
            </span>
          </div>
        ))}
      </div>
      <section className="transfer-shortfall" aria-live="polite" aria-label={t.shortfall}>
        {plan.ok && plan.losses.length > 0 ? (
          <>
            <h3 className="transfer-shortfall-title">{t.shortfall}</h3>
            <ul>
              {plan.losses.map((loss) => (
                <li key={loss.lineId}>
                  {t.shortfallLine(loss.itemName, formatQuantity(loss.lost))}
                </li>
              ))}
            </ul>
            {money && plan.lossValue !== null ? (
              <p>
                {t.lossValue}: <strong>{formatMoney(plan.lossValue, money.currency)}</strong>
              </p>
            ) : null}
          </>
        ) : plan.ok ? (
          <p className="transfer-hint">{t.noShortfall}</p>
        ) : null}
      </section>
      <FormErrors messages={plan.ok ? [] : shown} />
    </FormDialog>
  );
}
