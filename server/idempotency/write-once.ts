import type { Transaction } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGE } from '../../contract/messages';
import { HttpError } from '../errors';
import { afterActivityCommit } from '../activity';
import type { Database } from '../db/schema';
import { groupCommit } from '../db/group-commit';
import { inTransaction } from '../db/transactions';
import { claimOf, dropClaim } from './claims';
import { boundedAnswer } from './bound';
import { claimKey, holdClaim, saveResponse } from './store';
import { moneyShownTo } from '../valuation/money-visibility';

function serializedText(reply: FastifyReply, result: unknown): string {
  const serialized = reply.serialize(result);
  if (typeof serialized === 'string') return serialized;
  return Buffer.isBuffer(serialized)
    ? serialized.toString('utf8')
    : Buffer.from(new Uint8Array(serialized)).toString('utf8');
}

/**
 * Runs a POST's write and stores its Idempotency-Key answer in the same transaction, so a crash
 * after the commit replays the answer instead of writing again, and a write whose claim was
 * taken over meanwhile rolls back (409) instead of running twice. Without a key it is just the
 * write in a transaction. The stored text is the route's serialization of the result, the same
 * the route then sends.
 */
export async function writeOnce<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const claim = claimOf(request);
  const held = claim && !claim.replayed ? claim : null;
  const ran: { trx?: Transaction<Database> } = {};
  const write = (trx: Transaction<Database>): Promise<T> => {
    ran.trx = trx;
    return writeAndSave(trx);
  };
  const writeAndSave = async (trx: Transaction<Database>): Promise<T> => {
    if (held) {
      const holding = held.deferred
        ? await claimKey(trx, { ...held, now: held.claimedAt })
        : await holdClaim(trx, held);
      if (!holding) {
        // Another request holds or answered the key: nothing of ours to keep or release.
        dropClaim(request);
        reply.header('retry-after', '1');
        throw new HttpError(409, SERVER_MESSAGE.idempotencyInFlight);
      }
    }
    // As the caller may see it (money only for page Valuation): the stored answer is the one sent.
    const result = moneyShownTo(request, await work(trx));
    reply.status(statusCode);
    if (held) {
      const stored = await saveResponse(trx, {
        ...held,
        statusCode,
        body: boundedAnswer(serializedText(reply, result)),
      });
      // holdClaim kept the row, so this holds; if not, roll back rather than write twice.
      if (!stored) {
        reply.header('retry-after', '1');
        throw new HttpError(409, SERVER_MESSAGE.idempotencyInFlight);
      }
      held.saved = true;
    }
    return result;
  };
  // SQLite (one connection, an fsync per commit) shares commits between writes that arrive
  // together; PostgreSQL's pool runs them side by side.
  const { db } = request.server;
  const result = await (request.server.engine === 'sqlite'
    ? groupCommit(db).run(write)
    : inTransaction(db, write));
  // Committed: the chainer gives the write's activity entries their place (activity/chainer.ts).
  if (ran.trx) afterActivityCommit(db, ran.trx);
  return result;
}

/** Handlers made by writeRoute; registerIdempotency gives their routes claimInWrite. */
const writeRouteHandlers = new WeakSet<object>();

export function isWriteRouteHandler(handler: unknown): boolean {
  return typeof handler === 'function' && writeRouteHandlers.has(handler);
}

/**
 * The handler of an idempotent write route: one POST whose whole handling is one write (with its
 * reads) in one transaction. Its route is then claimed inside that transaction on SQLite (one
 * instance, writes in turn): one commit per request instead of two. A twin sent meanwhile finds
 * no claim, runs, and its transaction's claim conflicts: it rolls back with the same 409, so the
 * write still happens once. PostgreSQL, shared by instances whose twins must see the claim at
 * once, keeps the claim before the handler. Because the handler is made here, the route cannot
 * have the deferred claim without being exactly one writeOnce call, nor the other way round.
 *
 *   app.post(path, { schema }, writeRoute(201, (trx, request) => createThing(trx, request.body)))
 */
export function writeRoute<Request extends FastifyRequest, T>(
  statusCode: number,
  work: (trx: Transaction<Database>, request: Request) => Promise<T>,
): (request: Request, reply: FastifyReply) => Promise<T> {
  const handler = (request: Request, reply: FastifyReply) =>
    writeOnce(request, reply, statusCode, (trx) => work(trx, request));
  writeRouteHandlers.add(handler);
  return handler;
}
