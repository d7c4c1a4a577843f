import type { Site } from '../../../contract/schemas/sites';

/** The list's search: a site whose name or address contains the words typed, any case. */
export function filterSites(sites: readonly Site[], search: string): Site[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...sites];
  return sites.filter((site) =>
    `${site.Name} ${site.Address ?? ''}`.toLowerCase().includes(needle),
  );
}
