import { activityEnglish } from '../../contract/i18n/activity/en';

/**
 * The English sentence of each kind of activity entry (design: Activity log and approvals). An
 * entry stores its key and values besides the sentence, so a catalogue of another language
 * (issue 36, contract/i18n/activity) can render it again; `{name}` is a value's place. The
 * templates live in the English catalogue, so the two cannot drift apart.
 */
export const SUMMARIES = activityEnglish;

export type SummaryKey = keyof typeof SUMMARIES;

/** The English sentence: each `{name}` replaced by its value (left as is when none is given). */
export function renderSummary(key: SummaryKey, values: Record<string, string | number>): string {
  return SUMMARIES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
