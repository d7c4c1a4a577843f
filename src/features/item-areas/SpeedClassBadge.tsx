import { Badge } from '../../ui/Badge';
import { speedClassTone } from './speed-class';

export function SpeedClassBadge({ speedClass }: { speedClass: string }) {
  return <Badge tone={speedClassTone(speedClass)}>{speedClass || '—'}</Badge>;
}
