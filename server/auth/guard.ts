import type { FastifyReply, FastifyRequest } from 'fastify';
import { canAccess, type PageName } from '../../contract/roles';
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
  const user = userId === null ? undefined : await findActiveActor(request.server.db, userId);
  if (!user || user.passwordChangedAt !== claims.pv)
    throw unauthorized(SERVER_MESSAGE.invalidToken);
  request.actor = { id: user.id, name: user.name, roleId: user.roleId, roleName: user.roleName };
}

/** onRequest hook factory: the signed-in role must have this page of the spec's role table. */
export function requirePage(page: PageName) {
  return async function checkPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await authenticate(request, reply);
    if (!canAccess(request.actor.roleName, page)) throw forbidden();
  };
}
