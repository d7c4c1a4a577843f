import type { StocktakeStatus } from '../../../contract/schemas/stocktakes';
import { Badge, type BadgeTone } from '../../ui/Badge';

const TONES: Record<StocktakeStatus, BadgeTone> = {
  open: 'info',
  posted: 'success',
  cancelled: 'neutral',
};
const LABELS: Record<StocktakeStatus, string> = {
  open: 'Open',
  posted: 'Posted',
  cancelled: 'Cancelled',
};

export function StocktakeStatusBadge({ status }: { status: StocktakeStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
