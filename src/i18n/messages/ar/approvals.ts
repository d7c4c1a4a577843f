import type { approvals as english } from '../en/approvals';
import type { FeatureCatalogue } from '../catalogue';

export const approvals: FeatureCatalogue<typeof english> = {
  'approvals.status': 'بانتظار الموافقة',
  'approvals.waiting': 'يتجاوز حد الموافقة: ينتظر هذا الطلب موافقة المسؤول أو رفضه.',
  'approvals.rejected': 'رفضه المسؤول: {reason}',
  'approvals.sentForApproval': 'أُرسل أمر الشراء للموافقة: ينتظر موافقة المسؤول.',
  'approvals.approve': 'موافقة',
  'approvals.approving': 'جارٍ الموافقة...',
  'approvals.reject': 'رفض',
  'approvals.rejectTitle': 'رفض أمر الشراء',
  'approvals.rejectIntro': 'يعود الطلب إلى مسودة مع السبب الذي تذكره.',
  'approvals.reason': 'السبب',
  'approvals.reasonPlaceholder': 'ما الذي يجب تغييره قبل الإرسال؟',
  'approvals.reasonRequired': 'السبب مطلوب',
  'approvals.confirmReject': 'رفض الطلب',
  'approvals.approvedDone': 'تمت الموافقة على أمر الشراء وإرساله.',
  'approvals.rejectedDone': 'أُعيد أمر الشراء إلى مسودة.',
  'approvals.approveFailed': 'تعذّرت الموافقة على أمر الشراء. يرجى المحاولة مرة أخرى.',
  'approvals.rejectFailed': 'تعذّر رفض أمر الشراء. يرجى المحاولة مرة أخرى.',
  'approvals.approveSummary': 'الموافقة على {poNumber}',
  'approvals.rejectSummary': 'رفض {poNumber}: {reason}',
  'approvals.dashboardLabel': 'طلبات بانتظار الموافقة',
  'approvals.suggestionNotice':
    'يتجاوز حد الموافقة البالغ {limit}: بعد الإرسال، ينتظر هذا الطلب موافقة المسؤول.',
};
