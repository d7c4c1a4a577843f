import { afterEach, beforeEach, vi } from 'vitest';
import { serverReachable } from '../../../src/api/connectivity';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { signIn, signOut } from '../support/session';
import type { ActivityEntry } from '../../../src/api/activity';

/** An entry as GET /activity answers it: a Manager's rename of item 12 unless overridden. */
export function activityEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    ActivityId: 41,
    At: '2026-03-07T14:05:00.000Z',
    UserID: 2,
    User: { Name: 'Maria Manager' },
    SiteID: 1,
    Action: 'update',
    Entity: 'item',
    EntityID: '12',
    Summary: 'Renamed item Milk 1L to Whole Milk 1L',
    Changes: { name: ['Milk 1L', 'Whole Milk 1L'] },
    ...overrides,
  };
}

/** `count` entries, newest (highest id) first, from `firstId` down. */
export function activityEntries(count: number, firstId = 100): ActivityEntry[] {
  return Array.from({ length: count }, (_, index) =>
    activityEntry({
      ActivityId: firstId - index,
      Summary: `Entry ${firstId - index}`,
      Changes: null,
    }),
  );
}

/** Each test of the file starts signed in as a Manager (who may read the log), on a clean device. */
export function signInAsManagerForEachTest(): void {
  beforeEach(async () => {
    await resetDatabaseForTests();
    signIn({ roleName: 'Manager', roleId: 2 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    signOut();
    serverReachable.set(true);
  });
}
