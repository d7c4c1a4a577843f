import { useEffect, useState } from 'react';
import { listUsers } from '../../api/users';
import type { SelectOption } from '../../ui/Field';

/**
 * The people the Activity screen filters by, read once from GET /users (any signed-in user may
 * read it). An unread list leaves the filter on Everyone; the log itself still loads.
 */
export function usePeople(): readonly SelectOption[] {
  const [people, setPeople] = useState<readonly SelectOption[]>([]);
  useEffect(() => {
    let active = true;
    listUsers()
      .then((list) => {
        if (!active) return;
        const sorted = [...(list.users ?? [])].sort((a, b) => a.name.localeCompare(b.name));
        setPeople(sorted.map((user) => ({ value: String(user.userId), label: user.name })));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return people;
}
