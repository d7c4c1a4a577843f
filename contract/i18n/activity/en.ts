/**
 * The English sentence of each kind of activity entry (design: Activity log and approvals), as
 * ICU messages: the log stores this text rendered (server/activity/summaries.ts), and the other
 * languages' catalogues (issue 36) render an entry again from its key and values. English keeps
 * "line(s)" rather than a plural, so a rendered template is the stored sentence letter for letter.
 */
export const activityEnglish = {
  'item.created': 'Created item {name}',
  'item.renamed': 'Renamed item {before} to {after}',
  'item.updated': 'Edited item {name}',
  'item.deleted': 'Deleted item {name}',
  'item-site.updated': 'Changed the settings of item {item} at {site}',
  'category.created': 'Created category {name}',
  'category.renamed': 'Renamed category {before} to {after}',
  'category.updated': 'Edited category {name}',
  'category.deleted': 'Deleted category {name}',
  'department.created': 'Created department {name}',
  'department.renamed': 'Renamed department {before} to {after}',
  'department.updated': 'Edited department {name}',
  'department.deleted': 'Deleted department {name}',
  'supplier.created': 'Created supplier {name}',
  'supplier.renamed': 'Renamed supplier {before} to {after}',
  'supplier.updated': 'Edited supplier {name}',
  'supplier.deleted': 'Deleted supplier {name}',
  'item-area.created': 'Created item area {name}',
  'item-area.renamed': 'Renamed item area {before} to {after}',
  'item-area.updated': 'Edited item area {name}',
  'item-area.deleted': 'Deleted item area {name}',
  'site.created': 'Created site {name}',
  'site.renamed': 'Renamed site {before} to {after}',
  'site.updated': 'Edited site {name}',
  'site.deleted': 'Deleted site {name}',
  'receipt.created': 'Received {lines} line(s) from {supplier}: {items}',
  'receipt.against-po': 'Received {lines} line(s) against purchase order {number}: {items}',
  'waste.created': 'Reported waste of {quantity} {unit} of {item} ({reason})',
  'order.created': 'Placed order {number} for {department}',
  'order.confirmed': 'Confirmed order {number}',
  'order.rejected': 'Rejected order {number}',
  'stocktake.created': 'Started stocktake {name}',
  'stocktake.counted': 'Counted {quantity} {unit} of {item} in stocktake {name}',
  'stocktake.count-deleted': 'Removed a count of {item} from stocktake {name}',
  'stocktake.posted': 'Posted stocktake {name}',
  'stocktake.cancelled': 'Cancelled stocktake {name}',
  'purchase-order.created': 'Created purchase order {number} for {supplier}',
  'purchase-order.updated': 'Edited purchase order {number}',
  'purchase-order.sent': 'Sent purchase order {number} to {supplier}',
  'purchase-order.cancelled': 'Cancelled purchase order {number}',
  // Approvals (i35a): a send held over PO_APPROVAL_LIMIT, an Administrator's decision.
  'purchase-order.held':
    'Sent purchase order {number} for approval: total {total} is over the limit {limit}',
  'purchase-order.approved': 'Approved purchase order {number}: sent to {supplier}',
  'purchase-order.rejected': 'Rejected purchase order {number}: {reason}',
  'transfer.sent': 'Sent transfer {number} from {from} to {to}',
  'transfer.received': 'Received transfer {number} at {to}',
  'transfer.cancelled': 'Cancelled transfer {number}',
  'import.items': 'Imported items: {created} created, {updated} updated',
  'import.suppliers': 'Imported suppliers: {created} created, {updated} updated',
  'user.created': 'Created user {name}',
  'user.renamed': 'Renamed user {before} to {after}',
  'user.updated': 'Edited user {name}',
  'user.deleted': 'Deleted user {name}',
  'user.role-changed': 'Changed the role of {name} from {before} to {after}',
  'user.password-changed': 'Changed the password of {name}',
  'session.signed-in': 'Signed in',
  'session.signed-out': 'Signed out',
  'session.sign-in-refused': 'Refused a sign-in as {name}',
} as const;

export type ActivitySummaryKey = keyof typeof activityEnglish;

/** A language's sentences: every key of the English catalogue, no other (checked by tsc). */
export type ActivityCatalogue = { readonly [Key in ActivitySummaryKey]: string };
