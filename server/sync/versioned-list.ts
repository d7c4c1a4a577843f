import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListState } from './list-versions';
import { pickEncoding } from './list-bodies';
import { moneyShownTo, moneyVariant } from '../valuation/money-visibility';
import { siteVariant } from '../sites/request-site';
import { addVary } from '../vary';

/** True when the If-None-Match header names this ETag (weak comparison, lists allowed). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

/**
 * Answers a list GET from its version: If-None-Match is answered with a 304 before any row is
 * read, and the current version's serialized (and compressed) body is reused. The ETag names
 * the database (epoch), the version, the floor below which cursors are refused (pruning raises
 * it without a write, and a since= answer cached before must not outlive it), and the caller's
 * role (GET /users differs by role), and on lists holding money whether the caller sees it
 * (m1) or gets null (m0): a body saved before money was hidden is never revalidated with a 304;
 * and, before the money part, the request's site when the route resolved one; `variant`
 * adds anything else the answer depends on (near-expiry: today's date).
 */
export async function answerVersioned(
  request: FastifyRequest,
  reply: FastifyReply,
  state: ListState,
  build: () => Promise<unknown>,
  variant = '',
): Promise<FastifyReply> {
  const site = siteVariant(request);
  // The site before the money part: an ETag from before money was hidden ends without m0/m1.
  const variants = [site, moneyVariant(request), variant].filter((part) => part !== '');
  const etag = `W/"${[state.epoch, state.version, state.floor, request.actor.roleId, ...variants].join('.')}"`;
  reply.header('cache-control', 'no-store');
  addVary(reply, 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    return reply.code(304).header('etag', etag).send();
  }
  // The site and the variant too: one site's body must never answer another's request.
  const key = `${request.url}\n${request.actor.roleId}\n${moneyVariant(request)}\n${site}\n${variant}`;
  const { body, encoding } = await request.server.listBodies.body(
    key,
    etag,
    pickEncoding(request.headers['accept-encoding']),
    async () => moneyShownTo(request, await build()),
  );
  // Set only now: a 4xx from build (a stale cursor) must not carry the list's ETag.
  reply.header('etag', etag).type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}
