import type { FastifyReply, FastifyRequest } from 'fastify';
import { canAccess, canAccessAny, type PageName } from '../../contract/roles';
import { SERVER_MESSAGE } from '../../contract/messages';
import { forbidden, unauthorized } from '../errors';
import { parseId } from '../../contract/validation/values';
import { findActiveActor, type Actor, type TokenClaims } from './actor';
import { headerSiteId, noteSiteLookup } from './site-lookup';

/**
 * onRequest hook: a valid Bearer token of a user who still exists and has not changed password
 * since. The user is read on each request, so deletion and role changes apply at once.
 */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.headers.authorization) throw unauthorized();
  let claims: TokenClaims;
  try {
    claims = await request.jwtVerify<TokenClaims>();
  } catch {
    throw unauthorized(SERVER_MESSAGE.invalidToken);
  }
  const userId = parseId(claims.sub);
  const headerSite = headerSiteId(request);
  const user =
    userId === null
      ? undefined
      : await findActiveActor(request.server.db, userId, bearerToken(request), headerSite);
  if (!user || user.passwordChangedAt !== claims.pv)
    throw unauthorized(SERVER_MESSAGE.invalidToken);
  request.actor = { id: user.id, name: user.name, roleId: user.roleId, roleName: user.roleName };
  noteSiteLookup(request, { ...user, headerSite });
}

/** The token of the request's `Authorization: Bearer …` header. */
export function bearerToken(request: FastifyRequest): string {
  return (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
}

/**
 * The onRequest hooks that ask for a Bearer token: server/openapi.ts documents a route guarded by
 * one as signed in, and every other route as public.
 */
const SIGNED_IN_GUARDS = new WeakSet<object>([authenticate]);

/** Whether a route's onRequest hooks (one, a list or none) ask for a Bearer token. */
export function asksForToken(onRequest: unknown): boolean {
  const hooks: unknown[] = Array.isArray(onRequest) ? onRequest : [onRequest];
  return hooks.some((hook) => typeof hook === 'function' && SIGNED_IN_GUARDS.has(hook));
}

/**
 * onRequest hook factory: authenticate, then 403 unless the signed-in actor is allowed. Every
 * guard beyond `authenticate` is made here, so OpenAPI knows its routes need a token.
 */
export function signedIn(allows: (actor: Actor) => boolean) {
  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await authenticate(request, reply);
    if (!allows(request.actor)) throw forbidden();
  }
  SIGNED_IN_GUARDS.add(guard);
  return guard;
}

/** onRequest hook factory: the signed-in role must have this page of the spec's role table. */
export function requirePage(page: PageName) {
  return signedIn((actor) => canAccess(actor.roleName, page));
}

/** onRequest hook factory: the signed-in role must have at least one of these pages. */
export function requireAnyPage(pages: readonly PageName[]) {
  return signedIn((actor) => canAccessAny(actor.roleName, pages));
}
