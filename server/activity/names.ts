import type { DbOrTrx } from '../db/schema';
import type { ActivityActor } from './record';

/** Names listed in a sentence before "and N more": a 500-line delivery stays one line. */
const NAMES_SHOWN = 3;

/** "Milk", "Milk and Butter", "Milk, Butter, Eggs and 4 more": each name once, in order. */
export function listedNames(names: readonly string[]): string {
  const unique = [...new Set(names)];
  if (unique.length <= 1) return unique[0] ?? '';
  const shown = unique.slice(0, NAMES_SHOWN);
  const rest = unique.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`;
}

/**
 * The entry's actor for a write given only the user's id (a domain function the route hands
 * `request.actor.id`): one primary-key read, in the write's transaction.
 */
export async function actorById(db: DbOrTrx, userId: number): Promise<ActivityActor> {
  const user = await db
    .selectFrom('users')
    .select('name')
    .where('id', '=', userId)
    .executeTakeFirst();
  return { userId, name: user?.name ?? '' };
}
