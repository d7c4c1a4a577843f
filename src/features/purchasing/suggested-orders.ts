import type { SuggestionLine, SuggestionList } from '../../../contract/schemas/purchasing';

export type SuggestionGroup = SuggestionList['suggestions'][number];

/** The manager's changes to the suggestions: a line's quantity (base units, as typed) or removal. */
export type SuggestionEdits = Readonly<Record<string, string | null>>;

export const lineKey = (supplierId: number | null, itemId: number) =>
  `${supplierId ?? 0}:${itemId}`;

export interface EditedLine {
  line: SuggestionLine;
  /** Base units to order, as the form holds them. */
  quantity: string;
}

/** A card's lines after the manager's edits: removed ones left out, quantities as changed. */
export function editedLines(group: SuggestionGroup, edits: SuggestionEdits): EditedLine[] {
  return group.lines.flatMap((line) => {
    const edit = edits[lineKey(group.SupplierID, line.ItemID)];
    if (edit === null) return [];
    return [{ line, quantity: edit ?? String(line.SuggestedQuantity) }];
  });
}

/** Σ quantity × last cost over the lines that have both (the card's estimate). */
export function estimateOf(lines: readonly EditedLine[]): number {
  let tenThousandths = 0;
  for (const { line, quantity } of lines) {
    const units = Number(quantity);
    if (line.UnitCost === null || !Number.isFinite(units)) continue;
    tenThousandths += Math.round(units * line.UnitCost * 10_000);
  }
  return tenThousandths / 10_000;
}

/** A draft order's body from a card (the server checks quantities as for any order). */
export function draftBodyOf(supplierId: number, lines: readonly EditedLine[]) {
  return {
    supplierId,
    lines: lines.map(({ line, quantity }) => ({
      itemId: line.ItemID,
      quantity: quantity.trim(),
      unitCost: line.UnitCost,
    })),
  };
}
