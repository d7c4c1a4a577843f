import type { approvals as english } from '../en/approvals';
import type { FeatureCatalogue } from '../catalogue';

export const approvals: FeatureCatalogue<typeof english> = {
  'approvals.status': 'En attente d’approbation',
  'approvals.waiting':
    'Au-delà du seuil d’approbation : cette commande attend qu’un administrateur l’approuve ou la refuse.',
  'approvals.rejected': 'Refusée par un administrateur : {reason}',
  'approvals.sentForApproval':
    'Commande fournisseur envoyée pour approbation : elle attend un administrateur.',
  'approvals.approve': 'Approuver',
  'approvals.approving': 'Approbation...',
  'approvals.reject': 'Refuser',
  'approvals.rejectTitle': 'Refuser la commande fournisseur',
  'approvals.rejectIntro': 'La commande repasse en brouillon avec votre motif.',
  'approvals.reason': 'Motif',
  'approvals.reasonPlaceholder': 'Que faut-il changer avant l’envoi ?',
  'approvals.reasonRequired': 'Le motif est obligatoire',
  'approvals.confirmReject': 'Refuser la commande',
  'approvals.approvedDone': 'Commande fournisseur approuvée et envoyée.',
  'approvals.rejectedDone': 'Commande fournisseur repassée en brouillon.',
  'approvals.approveFailed':
    'La commande fournisseur n’a pas pu être approuvée. Veuillez réessayer.',
  'approvals.rejectFailed': 'La commande fournisseur n’a pas pu être refusée. Veuillez réessayer.',
  'approvals.approveSummary': 'Approuver {poNumber}',
  'approvals.rejectSummary': 'Refuser {poNumber} : {reason}',
  'approvals.dashboardLabel': 'Commandes en attente d’approbation',
  'approvals.suggestionNotice':
    'Au-delà du seuil d’approbation de {limit} : une fois envoyée, cette commande attendra l’approbation d’un administrateur.',
};
