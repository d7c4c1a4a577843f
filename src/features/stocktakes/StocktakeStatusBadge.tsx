import type { StocktakeStatus } from '../../../contract/schemas/stocktakes';
import { useT } from '../../i18n';
import { STOCKTAKE_STATUS_ID } from '../../lib/record-status';
import { Badge, type BadgeTone } from '../../ui/Badge';

const TONES: Record<StocktakeStatus, BadgeTone> = {
  open: 'info',
  posted: 'success',
  cancelled: 'neutral',
};

export function StocktakeStatusBadge({ status }: { status: StocktakeStatus }) {
  const t = useT();
  return <Badge tone={TONES[status]}>{t(STOCKTAKE_STATUS_ID[status])}</Badge>;
}
