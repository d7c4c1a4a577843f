/** Labels page texts (ours: the spec has none), kept here for translation. */
export const LABELS_TEXT = {
  capped: (shown: number, total: number) =>
    `Showing labels for the first ${shown.toLocaleString('en')} of ${total.toLocaleString('en')} items. Search or select the items you need to print the rest, ${shown.toLocaleString('en')} at a time.`,
} as const;
