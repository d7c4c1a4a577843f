import type { approvals as english } from '../en/approvals';
import type { FeatureCatalogue } from '../catalogue';

export const approvals: FeatureCatalogue<typeof english> = {
  'approvals.status': 'Wartet auf Genehmigung',
  'approvals.waiting':
    'Über dem Genehmigungslimit: Diese Bestellung wartet, bis ein Administrator sie genehmigt oder ablehnt.',
  'approvals.rejected': 'Von einem Administrator abgelehnt: {reason}',
  'approvals.sentForApproval':
    'Bestellung zur Genehmigung gesendet: Sie wartet auf einen Administrator.',
  'approvals.approve': 'Genehmigen',
  'approvals.approving': 'Wird genehmigt...',
  'approvals.reject': 'Ablehnen',
  'approvals.rejectTitle': 'Bestellung ablehnen',
  'approvals.rejectIntro': 'Die Bestellung wird mit Ihrer Begründung wieder zum Entwurf.',
  'approvals.reason': 'Grund',
  'approvals.reasonPlaceholder': 'Was muss sich vor dem Senden ändern?',
  'approvals.reasonRequired': 'Ein Grund ist erforderlich',
  'approvals.confirmReject': 'Bestellung ablehnen',
  'approvals.approvedDone': 'Bestellung genehmigt und gesendet.',
  'approvals.rejectedDone': 'Bestellung wieder zum Entwurf gemacht.',
  'approvals.approveFailed':
    'Die Bestellung konnte nicht genehmigt werden. Bitte versuchen Sie es erneut.',
  'approvals.rejectFailed':
    'Die Bestellung konnte nicht abgelehnt werden. Bitte versuchen Sie es erneut.',
  'approvals.approveSummary': '{poNumber} genehmigen',
  'approvals.rejectSummary': '{poNumber} ablehnen: {reason}',
  'approvals.dashboardLabel': 'Bestellungen zur Genehmigung',
  'approvals.suggestionNotice':
    'Über dem Genehmigungslimit von {limit}: Nach dem Senden wartet diese Bestellung auf die Genehmigung eines Administrators.',
};
