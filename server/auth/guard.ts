import type { FastifyReply, FastifyRequest } from 'fastify';
import { canAccess, canAccessAny, type PageName } from '../../contract/roles';
import { SERVER_MESSAGE } from '../../contract/messages';
import { forbidden, unauthorized } from '../errors';
import { parseId } from '../../contract/validation/values';
import { findActiveActor, type TokenClaims } from './actor';

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
  const user =
    userId === null
      ? undefined
      : await findActiveActor(request.server.db, userId, bearerToken(request));
  if (!user || user.passwordChangedAt !== claims.pv)
    throw unauthorized(SERVER_MESSAGE.invalidToken);
  request.actor = { id: user.id, name: user.name, roleId: user.roleId, roleName: user.roleName };
}

/** The token of the request's `Authorization: Bearer …` header. */
export function bearerToken(request: FastifyRequest): string {
  return (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
}

/** onRequest hook factory: the signed-in role must have this page of the spec's role table. */
export function requirePage(page: PageName) {
  return async function checkPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await authenticate(request, reply);
    if (!canAccess(request.actor.roleName, page)) throw forbidden();
  };
}

/** onRequest hook factory: the signed-in role must have at least one of these pages. */
export function requireAnyPage(pages: readonly PageName[]) {
  return async function checkPages(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await authenticate(request, reply);
    if (!canAccessAny(request.actor.roleName, pages)) throw forbidden();
  };
}
