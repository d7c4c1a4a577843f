import { useEffect, useState } from 'react';
import type { Site } from '../../../contract/schemas/sites';
import { ApiError } from '../../api/http';
import { getSite } from '../../api/sites';

export interface SiteState {
  site: Site | null;
  loading: boolean;
  error: unknown;
  notFound: boolean;
  replace: (site: Site) => void;
}

/** One site, read from the server on each visit (Site Detail works online, as user detail). */
export function useSite(id: number | null): SiteState {
  const [site, setSite] = useState<Site | null>(null);
  const [loading, setLoading] = useState(id !== null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (id === null) return;
    let active = true;
    getSite(id)
      .then((fresh) => {
        if (active) setSite(fresh);
      })
      .catch((reason: unknown) => {
        if (active) setError(reason);
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [id]);

  return {
    site,
    loading,
    error,
    notFound: id === null || (error instanceof ApiError && error.status === 404),
    replace: setSite,
  };
}
