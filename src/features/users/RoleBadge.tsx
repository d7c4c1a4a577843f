import { Badge } from '../../ui/Badge';
import { roleLabel, roleToneOf } from './user-form';
import { useT } from '../../i18n';

export function RoleBadge({ roleName }: { roleName: string | null | undefined }) {
  const t = useT();
  return (
    <Badge tone={roleToneOf(roleName)}>
      {roleName ? roleLabel(t, roleName) : t('users.noRole')}
    </Badge>
  );
}
