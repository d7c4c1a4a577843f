/** Labels page texts (ours: the spec has none), kept here for translation. */
export const LABELS_TEXT = {
  capped: (shown: number, total: number) =>
    `Showing labels for the first ${shown.toLocaleString('en')} of ${total.toLocaleString('en')} items. Search or select the items you need to print the rest, ${shown.toLocaleString('en')} at a time.`,
} as const;

/**
 * Labels one sheet draws at most: each is a canvas, and a whole catalogue (100,000 items, the
 * toolbar's 'Print labels' with no search) crashed a phone's tab. 500 are 21 A4 sheets.
 */
export const LABEL_SHEET_MAX = 500;
