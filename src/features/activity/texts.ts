/**
 * The Activity screen's and the History section's texts (issue 35). English only until the
 * i18n catalogues (issue 36) land on main; then they move there.
 */
export const ACTIVITY_TEXT = {
  filtersLabel: 'Filter activity',
  person: 'Person',
  everyone: 'Everyone',
  recordType: 'Record type',
  allRecordTypes: 'All record types',
  action: 'Action',
  allActions: 'All actions',
  from: 'From',
  to: 'To',
  search: 'Text',
  searchPlaceholder: 'Search the activity',
  apply: 'Apply',
  clear: 'Clear',
  filters: 'Filters',
  filtersOn: 'Filters (on)',
  hideFilters: 'Hide filters',
  loading: 'Loading activity...',
  empty: 'No activity matches these filters.',
  failed: 'The activity could not be loaded.',
  offline:
    'The activity log needs a connection. You are offline: it shows once the connection returns.',
  listLabel: 'Activity entries',
  total: (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'entry' : 'entries'}`,
  deletedUser: 'Unknown user',
  changesLabel: 'Changes',
  emptyValue: '(empty)',
  historyTitle: 'History',
  historyLoading: 'Loading history...',
  historyEmpty: 'No history yet.',
  historyFailed: 'The history could not be loaded.',
  historyOffline:
    'History needs a connection. You are offline: it shows once the connection returns.',
  showMore: 'Show more',
  fileName: 'activity',
} as const;

/** The record types of the log (contract: Entities), as a person reads them. */
export const ENTITY_LABELS: Readonly<Record<string, string>> = {
  item: 'Item',
  category: 'Category',
  department: 'Department',
  supplier: 'Supplier',
  'item-area': 'Item area',
  user: 'User',
  role: 'Role',
  site: 'Site',
  receipt: 'Receipt',
  waste: 'Waste report',
  order: 'Order',
  stocktake: 'Stocktake',
  'purchase-order': 'Purchase order',
  transfer: 'Transfer',
  import: 'Import',
  session: 'Sign-in',
};

/** The actions of the log (contract: Actions), as a person reads them. */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  receive: 'Receive',
  waste: 'Waste',
  confirm: 'Confirm',
  reject: 'Reject',
  count: 'Count',
  post: 'Post',
  cancel: 'Cancel',
  send: 'Send',
  approve: 'Approve',
  'sign-in': 'Sign in',
  'sign-out': 'Sign out',
  'sign-in-refused': 'Refused sign-in',
  import: 'Import',
  'password-change': 'Password change',
  'role-change': 'Role change',
};
