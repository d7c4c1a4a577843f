import { Badge } from '../../ui/Badge';
import { roleToneOf } from './user-form';

export function RoleBadge({ roleName }: { roleName: string | null | undefined }) {
  return <Badge tone={roleToneOf(roleName)}>{roleName || 'No role'}</Badge>;
}
