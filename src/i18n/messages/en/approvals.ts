/**
 * Approval of large purchase orders (issue 35; design: Activity log and approvals): the order's
 * detail, the Purchase Orders filter, the Administrator's dashboard card, Suggested Orders.
 */
export const approvals = {
  'approvals.status': 'Awaiting approval',
  'approvals.waiting':
    'Over the approval limit: this order waits for an Administrator to approve or reject it.',
  'approvals.rejected': 'Rejected by an Administrator: {reason}',
  'approvals.sentForApproval': 'Purchase order sent for approval: it waits for an Administrator.',
  'approvals.approve': 'Approve',
  'approvals.approving': 'Approving...',
  'approvals.reject': 'Reject',
  'approvals.rejectTitle': 'Reject purchase order',
  'approvals.rejectIntro': 'The order goes back to draft with your reason.',
  'approvals.reason': 'Reason',
  'approvals.reasonPlaceholder': 'What should change before it is sent?',
  'approvals.reasonRequired': 'Reason is required',
  'approvals.confirmReject': 'Reject Order',
  'approvals.approvedDone': 'Purchase order approved and sent.',
  'approvals.rejectedDone': 'Purchase order returned to draft.',
  'approvals.approveFailed': 'The purchase order could not be approved. Please try again.',
  'approvals.rejectFailed': 'The purchase order could not be rejected. Please try again.',
  'approvals.approveSummary': 'Approve {poNumber}',
  'approvals.rejectSummary': 'Reject {poNumber}: {reason}',
  'approvals.dashboardLabel': 'Orders awaiting approval',
  'approvals.suggestionNotice':
    "Over the approval limit of {limit}: once sent, this order waits for an Administrator's approval.",
} as const;
