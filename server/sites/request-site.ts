import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ALL_SITES, SITE_HEADER } from '../../contract/paths';
import type { RoleName } from '../../contract/roles';
import { parseId } from '../../contract/validation/values';
import type { Actor } from '../auth/actor';
import { compiledOnce } from '../db/compiled-once';
import type { DbOrTrx } from '../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../errors';

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
    .where('sites.id', '=', siteId),
);

const selectFirstSite = compiledOnce(2, (db, userId: number, everySite: number) =>
  db
    .selectFrom('sites')
    .select('sites.id as id')
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

/** Resolves the header against the database for the signed-in actor (403, 404). */
async function resolveSite(db: DbOrTrx, request: FastifyRequest): Promise<SiteChoice> {
  const actor = request.actor;
  const named = readSiteHeader(request);
  if (named === ALL_SITES) {
    if (!ALL_SITES_ROLES.includes(actor.roleName)) throw forbidden();
    return ALL_SITES;
  }
  if (named === undefined) {
    const [first] = await selectFirstSite(db, actor.id, everySiteFlag(actor));
    if (!first) throw new HttpError(403, SITE_MESSAGE.noSite);
    return first.id;
  }
  const [site] = await selectNamedSite(db, named, actor.id, everySiteFlag(actor));
  if (!site) throw notFound('Site');
  if (site.works !== 1) throw forbidden();
  return site.id;
}

/** Once per request, however many readers ask; the settled value for ETags and Vary. */
const pending = new WeakMap<FastifyRequest, Promise<SiteChoice>>();
const settled = new WeakMap<FastifyRequest, SiteChoice>();

async function siteChoice(request: FastifyRequest, reply: FastifyReply): Promise<SiteChoice> {
  let choice = pending.get(request);
  if (!choice) {
    choice = resolveSite(request.server.db, request);
    pending.set(request, choice);
  }
  const site = await choice;
  settled.set(request, site);
  addVary(reply, SITE_HEADER);
  return site;
}

/**
 * The one site a request reads and writes at (design: Sites and transfers): its X-Site-Id, or
 * the user's first site. `all` is a 400 here: only the reports that add up every site take it.
 */
export async function requestSite(request: FastifyRequest, reply: FastifyReply): Promise<number> {
  const site = await siteChoice(request, reply);
  if (site === ALL_SITES) throw badRequest(SITE_MESSAGE.allNotHere);
  return site;
}

/** The request's site or `all` (Administrator and Manager): dashboard summary, valuation. */
export function requestSiteOrAll(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SiteChoice> {
  return siteChoice(request, reply);
}

/**
 * What an answer's ETag and cached body add for the request's site ('' when the route never
 * asked for one: its answer does not depend on it).
 */
export function siteVariant(request: FastifyRequest): string {
  const site = settled.get(request);
  return site === undefined ? '' : `s${site}`;
}

/** Adds a header name to Vary, keeping what is there. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const names = (typeof current === 'string' ? current : '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (!names.some((part) => part.toLowerCase() === name.toLowerCase())) names.push(name);
  reply.header('vary', names.join(', '));
}
