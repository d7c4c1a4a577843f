import { Badge } from '../../ui/Badge';
import { speedClassTone } from './speed-class';
import { speedClassLabel } from '../../ui/speed-class-label';
import { useT } from '../../i18n';

export function SpeedClassBadge({ speedClass }: { speedClass: string }) {
  const t = useT();
  return (
    <Badge tone={speedClassTone(speedClass)}>
      {speedClass ? speedClassLabel(t, speedClass) : '—'}
    </Badge>
  );
}
