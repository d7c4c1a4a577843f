import { useState } from 'react';
import { MAIN_SITE_ID } from '../../contract/paths';

/**
 * How many times the chosen site has changed to another since the layout mounted: the key the
 * screens are opened anew under. The first choice after sign-in counts only when it is not Main,
 * since with no choice the device reads Main's copies already: a single-site install never
 * reopens a screen (a form being typed into right after sign-in keeps what was typed).
 */
export function useSiteSwitchCount(siteId: number | null): number {
  const [seen, setSeen] = useState({ siteId, count: 0 });
  if (seen.siteId !== siteId) {
    const from = seen.siteId ?? MAIN_SITE_ID;
    const to = siteId ?? MAIN_SITE_ID;
    // Derived state, set while rendering (React's pattern for a value following a prop).
    setSeen({ siteId, count: from === to ? seen.count : seen.count + 1 });
  }
  return seen.count;
}
