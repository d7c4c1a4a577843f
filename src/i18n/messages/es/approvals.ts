import type { approvals as english } from '../en/approvals';
import type { FeatureCatalogue } from '../catalogue';

export const approvals: FeatureCatalogue<typeof english> = {
  'approvals.status': 'Pendiente de aprobación',
  'approvals.waiting':
    'Supera el límite de aprobación: este pedido espera a que un Administrador lo apruebe o lo rechace.',
  'approvals.rejected': 'Rechazado por un Administrador: {reason}',
  'approvals.sentForApproval':
    'Pedido de compra enviado para aprobación: espera a un Administrador.',
  'approvals.approve': 'Aprobar',
  'approvals.approving': 'Aprobando...',
  'approvals.reject': 'Rechazar',
  'approvals.rejectTitle': 'Rechazar pedido de compra',
  'approvals.rejectIntro': 'El pedido vuelve a borrador con su motivo.',
  'approvals.reason': 'Motivo',
  'approvals.reasonPlaceholder': '¿Qué debe cambiar antes de enviarlo?',
  'approvals.reasonRequired': 'El motivo es obligatorio',
  'approvals.confirmReject': 'Rechazar pedido',
  'approvals.approvedDone': 'Pedido de compra aprobado y enviado.',
  'approvals.rejectedDone': 'El pedido de compra ha vuelto a borrador.',
  'approvals.approveFailed': 'No se pudo aprobar el pedido de compra. Inténtelo de nuevo.',
  'approvals.rejectFailed': 'No se pudo rechazar el pedido de compra. Inténtelo de nuevo.',
  'approvals.approveSummary': 'Aprobar {poNumber}',
  'approvals.rejectSummary': 'Rechazar {poNumber}: {reason}',
  'approvals.dashboardLabel': 'Pedidos pendientes de aprobación',
  'approvals.suggestionNotice':
    'Supera el límite de aprobación de {limit}: una vez enviado, este pedido esperará la aprobación de un Administrador.',
};
