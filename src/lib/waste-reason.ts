import { WASTE_REASONS, type WasteReason } from '../../contract/constants';
import { translate, type MessageId } from '../i18n';

const REASON: Record<WasteReason, MessageId> = {
  Damaged: 'waste.reasonDamaged',
  Expired: 'waste.reasonExpired',
};

/**
 * A waste reason as the reader's language says it (waste screens and Waste Cost); the value
 * sent, stored and exported stays the spec's English word.
 */
export function wasteReasonText(reason: string): string {
  const known = WASTE_REASONS.find((value) => value === reason);
  return known ? translate(REASON[known]) : reason;
}
