import type { Item } from '../../../contract/schemas/reference';
import { formatUnitCost } from '../../lib/money';
import { MONEY_SCALE } from '../../../contract/money';
import { SelectField, TextField } from '../../ui/Field';
import { formatQuantity } from '../../ui/format';
import type { MoneyInputProblem } from '../../lib/money';
import { useT, type MessageId } from '../../i18n';
import { perUnitCost, type RowCost } from './receive-cost';

export interface UnitCostFieldProps {
  cost: RowCost;
  /** The row's item: its unit and packs (null before one is chosen). */
  item: Item | null;
  currency: string | null;
  onChange: (change: Partial<RowCost>) => void;
}

const PER_UNIT = 'unit';

const PROBLEM: Record<MoneyInputProblem, MessageId> = {
  negative: 'inventory.costNegative',
  decimals: 'inventory.costDecimals',
  tooLarge: 'inventory.costTooLarge',
  notNumber: 'inventory.costNotNumber',
};

/**
 * A receiving row's optional unit cost (design: Valuation): per base unit, or per pack for an
 * item with packs, with the exact per-unit figure it becomes; a refused text says why.
 */
export function UnitCostField({ cost, item, currency, onChange }: UnitCostFieldProps) {
  const t = useT();
  const unit = item?.unit ?? '';
  const perUnit = unit ? t('inventory.perUnitOf', { unit }) : t('inventory.perUnit');
  const packSize = item?.packSize ?? null;
  const parsed = perUnitCost(cost);
  const error = parsed.ok ? null : t(PROBLEM[parsed.problem]);
  // Says what the amount is per: the per-unit figure a pack cost becomes, or the unit.
  const converted =
    parsed.ok && parsed.amount !== null && cost.costPack !== null
      ? t(unit ? 'inventory.convertedUnit' : 'inventory.convertedPerUnit', {
          amount: formatUnitCost(parsed.amount / MONEY_SCALE, currency),
          unit,
        })
      : null;
  const hint = converted ?? (item && packSize === null ? perUnit : null);
  return (
    <div className="receive-row-cost">
      <TextField
        label={t('inventory.unitCost')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={currency ? formatUnitCost(0, currency) : '0.00'}
        value={cost.unitCost}
        error={error}
        hint={hint}
        onChange={(event) => onChange({ unitCost: event.target.value })}
      />
      {packSize !== null && packSize > 0 ? (
        <SelectField
          label={t('inventory.costPer')}
          value={cost.costPack === null ? PER_UNIT : String(packSize)}
          options={[
            { value: PER_UNIT, label: perUnit },
            {
              value: String(packSize),
              label: t(unit ? 'inventory.perPackUnit' : 'inventory.perPack', {
                packName: item?.packName ?? t('inventory.pack'),
                packSize: formatQuantity(packSize),
                unit,
              }),
            },
          ]}
          onChange={(event) =>
            onChange({ costPack: event.target.value === PER_UNIT ? null : packSize })
          }
        />
      ) : null}
    </div>
  );
}
