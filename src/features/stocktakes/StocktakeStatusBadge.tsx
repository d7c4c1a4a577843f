import type { StocktakeStatus } from '../../../contract/schemas/stocktakes';
import { useT, type MessageId } from '../../i18n';
import { Badge, type BadgeTone } from '../../ui/Badge';

const TONES: Record<StocktakeStatus, BadgeTone> = {
  open: 'info',
  posted: 'success',
  cancelled: 'neutral',
};
const LABELS: Record<StocktakeStatus, MessageId> = {
  open: 'stocktakes.statusOpen',
  posted: 'stocktakes.statusPosted',
  cancelled: 'stocktakes.statusCancelled',
};

export function StocktakeStatusBadge({ status }: { status: StocktakeStatus }) {
  const t = useT();
  return <Badge tone={TONES[status]}>{t(LABELS[status])}</Badge>;
}
