/**
 * Item rows of a form that sends an item and a quantity per row (an order, a transfer): pure
 * helpers the forms and ItemLinesEditor share.
 */
export interface ItemLineDraft {
  key: string;
  itemId: number | null;
  /** As typed (base units; PackQuantityField turns packs into units). */
  quantity: string;
}

export function updateLine<L extends ItemLineDraft>(
  lines: readonly L[],
  key: string,
  change: Partial<Omit<L, 'key'>>,
): L[] {
  return lines.map((line) => (line.key === key ? { ...line, ...change } : line));
}

/** At least one row always remains. */
export function removeLine<L extends ItemLineDraft>(lines: readonly L[], key: string): L[] {
  return lines.length <= 1 ? [...lines] : lines.filter((line) => line.key !== key);
}
