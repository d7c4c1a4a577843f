/**
 * The English sentence of each kind of activity entry (design: Activity log and approvals). An
 * entry stores its key and values besides the sentence, so a catalogue of another language
 * (issue 36) can render it again; `{name}` is a value's place.
 */
export const SUMMARIES = {
  'item.created': 'Created item {name}',
  'item.renamed': 'Renamed item {before} to {after}',
  'item.updated': 'Edited item {name}',
  'item.deleted': 'Deleted item {name}',
  // Purchase order approvals (issue 35, i35a).
  'purchase-order.sent': 'Sent purchase order {poNumber} to {supplier}',
  'purchase-order.held':
    'Sent purchase order {poNumber} for approval: total {total} is over the limit {limit}',
  'purchase-order.approved': 'Approved purchase order {poNumber}: sent to {supplier}',
  'purchase-order.rejected': 'Rejected purchase order {poNumber}: {reason}',
} as const;

export type SummaryKey = keyof typeof SUMMARIES;

/** The English sentence: each `{name}` replaced by its value (left as is when none is given). */
export function renderSummary(key: SummaryKey, values: Record<string, string | number>): string {
  return SUMMARIES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
