import { formatCount } from '../../ui/format';

/** Labels page texts (ours: the spec has none), kept here for translation. */
export const LABELS_TEXT = {
  capped: (shown: number, total: number) =>
    `Showing labels for the first ${formatCount(shown)} of ${formatCount(total)} items. Search or select the items you need to print the rest, ${formatCount(shown)} at a time.`,
} as const;
