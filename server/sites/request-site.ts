import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ALL_SITES, SITE_HEADER } from '../../contract/paths';
import type { RoleName } from '../../contract/roles';
import { parseId } from '../../contract/validation/values';
import type { Actor } from '../auth/actor';
import { siteLookupOf } from '../auth/site-lookup';
import { compiledOnce } from '../db/compiled-once';
import type { DbOrTrx } from '../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../errors';
import { addVary } from '../vary';

/** The site a request reads and writes at, or every site (`X-Site-Id: all`). */
export type SiteChoice = number | typeof ALL_SITES;

export const SITE_MESSAGE = {
  headerInvalid: `X-Site-Id must be a site id or ${ALL_SITES}.`,
  allNotHere: `X-Site-Id ${ALL_SITES} is not allowed here: this answers for one site.`,
  noSite: 'You do not work at any site.',
} as const;

/** Administrators work at every site whatever user_sites holds. */
const EVERY_SITE_ROLE: RoleName = 'Administrator';
/** The roles that may ask for every site at once. */
const ALL_SITES_ROLES: readonly string[] = ['Administrator', 'Manager'] satisfies RoleName[];

/** How many sites the install has: with one, every row is at it (stockScopeOf). */
const siteCount = sql<number | string>`(select count(*) from sites)`.as('site_count');

/**
 * A user works at a site when it is an Administrator, has no rows in user_sites (a single-site
 * install needs none), or has a row for that site. Both queries run on every site-scoped
 * request: compiled once, one indexed read each.
 */
const selectNamedSite = compiledOnce(3, (db, siteId: number, userId: number, everySite: number) =>
  db
    .selectFrom('sites')
    .select('sites.id as id')
    .select(
      sql<number>`case when ${everySite} = 1
        or not exists (select 1 from user_sites where user_id = ${userId})
        or exists (select 1 from user_sites where user_id = ${userId} and site_id = sites.id)
        then 1 else 0 end`.as('works'),
    )
    .select(siteCount)
    .where('sites.id', '=', siteId),
);

const selectFirstSite = compiledOnce(2, (db, userId: number, everySite: number) =>
  db
    .selectFrom('sites')
    .select('sites.id as id')
    .select(siteCount)
    .where(
      sql<boolean>`(${everySite} = 1
        or not exists (select 1 from user_sites where user_id = ${userId})
        or exists (select 1 from user_sites where user_id = ${userId} and site_id = sites.id))`,
    )
    .orderBy('sites.id')
    .limit(1),
);

const everySiteFlag = (actor: Actor) => (actor.roleName === EVERY_SITE_ROLE ? 1 : 0);

/** Parses the header: a site id, `all`, or undefined when absent; garbage is a 400. */
function readSiteHeader(request: FastifyRequest): SiteChoice | undefined {
  const raw = request.headers[SITE_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw badRequest(SITE_MESSAGE.headerInvalid);
  const value = raw.trim();
  if (value.toLowerCase() === ALL_SITES) return ALL_SITES;
  const id = parseId(value);
  if (id === null) throw badRequest(SITE_MESSAGE.headerInvalid);
  return id;
}

interface Resolved {
  site: SiteChoice;
  /** The install has this one site only. */
  alone: boolean;
}

/** The user's first site, from the actor lookup when it read it, else by a query. */
async function firstSiteOf(db: DbOrTrx, request: FastifyRequest, actor: Actor) {
  const lookup = siteLookupOf(request);
  if (lookup?.headerSite === null) {
    return lookup.firstSite === null
      ? undefined
      : { id: lookup.firstSite, site_count: lookup.siteCount };
  }
  return (await selectFirstSite(db, actor.id, everySiteFlag(actor)))[0];
}

/** The named site, and whether the user works there, from the actor lookup or by a query. */
async function namedSiteOf(db: DbOrTrx, request: FastifyRequest, actor: Actor, named: number) {
  const lookup = siteLookupOf(request);
  if (lookup?.headerSite !== named) {
    return (await selectNamedSite(db, named, actor.id, everySiteFlag(actor)))[0];
  }
  if (lookup.namedSite === null) return undefined;
  return { id: lookup.namedSite, works: lookup.worksAtNamed, site_count: lookup.siteCount };
}

/** Resolves the header against the database for the signed-in actor (403, 404). */
async function resolveSite(db: DbOrTrx, request: FastifyRequest): Promise<Resolved> {
  const actor = request.actor;
  const named = readSiteHeader(request);
  if (named === ALL_SITES) {
    if (!ALL_SITES_ROLES.includes(actor.roleName)) throw forbidden();
    return { site: ALL_SITES, alone: false };
  }
  if (named === undefined) {
    const first = await firstSiteOf(db, request, actor);
    if (!first) throw new HttpError(403, SITE_MESSAGE.noSite);
    return { site: first.id, alone: Number(first.site_count) === 1 };
  }
  const site = await namedSiteOf(db, request, actor, named);
  if (!site) throw notFound('Site');
  if (site.works !== 1) throw forbidden();
  return { site: site.id, alone: Number(site.site_count) === 1 };
}

/** Once per request: the site as resolved by the route's preHandler (siteScoped). */
const settled = new WeakMap<FastifyRequest, Resolved>();

async function settle(request: FastifyRequest, reply: FastifyReply): Promise<SiteChoice> {
  const resolved = settled.get(request) ?? (await resolveSite(request.server.db, request));
  settled.set(request, resolved);
  addVary(reply, SITE_HEADER);
  return resolved.site;
}

/**
 * preHandler of every route that reads or writes one site's stock (design: Sites and
 * transfers): resolves its X-Site-Id, or the user's first site, once; `all` is a 400 here (only
 * the reports that add up every site take it). The handler then reads siteOf(request).
 */
export async function siteScoped(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if ((await settle(request, reply)) === ALL_SITES) throw badRequest(SITE_MESSAGE.allNotHere);
}

/** preHandler of the reports that also add up every site (`all`: Administrator, Manager). */
export async function siteScopedOrAll(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await settle(request, reply);
}

/** The site a siteScoped route's request works at. */
export function siteOf(request: FastifyRequest): number {
  const site = settled.get(request)?.site;
  if (typeof site !== 'number') throw new Error('The route did not resolve its site (siteScoped).');
  return site;
}

/** The site, or `all`, a siteScopedOrAll route's request asked for. */
export function siteChoiceOf(request: FastifyRequest): SiteChoice {
  const site = settled.get(request)?.site;
  if (site === undefined) throw new Error('The route did not resolve its site (siteScopedOrAll).');
  return site;
}

/**
 * The site a stock read filters by: `all` (no filter) while the install has only the one site,
 * which then holds every row, so a single-site install runs the very queries it ran before
 * sites (a filter on site_id, whose statistics a freshly filled table lacks, led PostgreSQL to
 * sort every chunk of a large CSV export); its site once there are several.
 */
export function stockScopeOf(request: FastifyRequest): SiteChoice {
  const resolved = settled.get(request);
  if (resolved === undefined) throw new Error('The route did not resolve its site (siteScoped).');
  return resolved.alone ? ALL_SITES : resolved.site;
}

/**
 * What an answer's ETag and cached body add for the request's site ('' when the route never
 * asked for one: its answer does not depend on it).
 */
export function siteVariant(request: FastifyRequest): string {
  const site = settled.get(request)?.site;
  return site === undefined ? '' : `s${site}`;
}

/**
 * The foundation commit's call, kept for code written against it (S2, T): resolves as
 * siteScoped does and answers the site. New routes use `preHandler: siteScoped` and siteOf.
 */
export async function requestSite(request: FastifyRequest, reply: FastifyReply): Promise<number> {
  await siteScoped(request, reply);
  return siteOf(request);
}

/** The foundation commit's call for the reports that take `all`: see requestSite. */
export async function requestSiteOrAll(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SiteChoice> {
  await siteScopedOrAll(request, reply);
  return siteChoiceOf(request);
}
