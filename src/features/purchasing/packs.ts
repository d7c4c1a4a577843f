import { fromThousandths, packLabel, plain, toThousandths } from '../../lib/packs';
import { translate } from '../../i18n';
import { whyText } from './texts';

export interface SuggestionNumbers {
  OnHand: number;
  OnOrder: number;
  ReorderPoint: number;
  ParLevel: number | null;
  PackSize: number | null;
  PackName: string | null;
  SuggestedQuantity: number;
}

/**
 * Why a line is suggested, in the screen's words: "on hand 2 + on order 0 ≤ reorder point 4 →
 * fill to par 12 = 10, 2 cases of 6".
 */
export function explainSuggestion(line: SuggestionNumbers): string {
  const t = whyText(translate);
  const target = line.ParLevel ?? line.ReorderPoint;
  const needed = Math.max(
    0,
    fromThousandths(
      toThousandths(target) - toThousandths(line.OnHand) - toThousandths(line.OnOrder),
    ),
  );
  const fill = line.ParLevel === null ? t.fillToReorderPoint : t.fillToPar;
  const head =
    `${t.onHand} ${plain(line.OnHand)} + ${t.onOrder} ${plain(line.OnOrder)} ≤ ` +
    `${t.reorderPoint} ${plain(line.ReorderPoint)} → ${fill} ${plain(target)} = ${plain(needed)}`;
  if (line.PackSize === null) return head;
  const packs = Math.round(toThousandths(line.SuggestedQuantity) / toThousandths(line.PackSize));
  return `${head}, ${packs} ${packLabel(packs, line.PackName)} ${t.of} ${plain(line.PackSize)}`;
}
