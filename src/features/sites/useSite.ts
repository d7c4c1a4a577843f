import type { Site } from '../../../contract/schemas/sites';
import { getSite } from '../../api/sites';
import { useServerRecord } from '../../hooks/useServerRecord';

export interface SiteState {
  site: Site | null;
  loading: boolean;
  error: unknown;
  notFound: boolean;
  replace: (site: Site) => void;
}

/** One site, read from the server on each visit (Site Detail works online, as user detail). */
export function useSite(id: number | null): SiteState {
  const { record, ...state } = useServerRecord(id, getSite);
  return { site: record, ...state };
}
