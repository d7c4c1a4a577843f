import type { FastifyRequest } from 'fastify';
import { SITE_HEADER } from '../../contract/paths';
import { parseId } from '../../contract/validation/values';

/**
 * What the actor lookup (authenticate) read for the request's site along with the user: the
 * answers server/sites/request-site.ts would otherwise query, so resolving the request's site
 * costs no round trip of its own (issue 34: deliveries per second as before sites).
 */
export interface SiteLookup {
  /** The header's site id as the lookup was asked (null: no header, `all` or not an id). */
  headerSite: number | null;
  /** That site's id when it exists. */
  namedSite: number | null;
  /** 1 when the user works at the named site. */
  worksAtNamed: number;
  /** Without a header: the user's first site (null: none). */
  firstSite: number | null;
  siteCount: number | string;
}

const lookups = new WeakMap<FastifyRequest, SiteLookup>();

/** X-Site-Id as a site id for the actor lookup; null when absent, `all` or garbage. */
export function headerSiteId(request: FastifyRequest): number | null {
  const raw = request.headers[SITE_HEADER];
  return typeof raw === 'string' ? parseId(raw.trim()) : null;
}

export function noteSiteLookup(request: FastifyRequest, lookup: SiteLookup): void {
  lookups.set(request, lookup);
}

/** The request's lookup, when authenticate made one. */
export function siteLookupOf(request: FastifyRequest): SiteLookup | undefined {
  return lookups.get(request);
}
