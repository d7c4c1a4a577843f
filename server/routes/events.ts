import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mayHearList } from '../../contract/events';
import { ENDPOINTS } from '../../contract/paths';
import { ErrorSchema } from '../../contract/schemas/common';
import { tokenHash, type TokenClaims } from '../auth/actor';
import { authenticate, bearerToken } from '../auth/guard';
import { HttpError } from '../errors';
import type { StreamActor } from '../events/list-event-hub';
import { errorResponses } from './responses';

/** How soon a browser's EventSource-like client may try again after a drop (SSE `retry`). */
const RETRY_MS = 2_000;
/** setTimeout's longest delay (about 24.8 days); a token's exp is a day ahead anyway. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export const TOO_MANY_USER_STREAMS = (limit: number) =>
  `Too many live update connections for this user (at most ${limit} at a time). Close the app on another device or browser and try again.`;
export const TOO_MANY_STREAMS =
  'The server has too many live update connections open. Please try again later.';

/**
 * `GET /events` (design: Live updates): a Server-Sent Events stream of `{list, version}` for
 * the lists the signed-in role may read (its role now: a role change applies to an open stream;
 * deleting the user, changing their password, POST /logout of its token or the token's `exp`
 * ends it), with a comment heartbeat so proxies and the client see it alive. Each stream holds a
 * socket, so a user may hold eventStreamsPerUser and the instance eventStreamsMax of them; beyond
 * that a 429. Closing it (either side) frees its timers and its place in the hub.
 */
export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ENDPOINTS.events,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'streamListEvents',
        summary:
          'Server-Sent Events: each event names a list whose version changed ({list, version}), only lists the role may read',
        tags: ['live'],
        response: {
          200: {
            description:
              'A text/event-stream: `data: {"list":"items","version":12}` per change, a `: heartbeat` comment every 25 s',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          429: ErrorSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      await app.startListEvents();
      // Counted and subscribed with no await between, so concurrent openings cannot all pass.
      const hub = app.listEvents;
      if (hub.streams >= app.config.eventStreamsMax) throw new HttpError(429, TOO_MANY_STREAMS);
      const perUser = app.config.eventStreamsPerUser;
      if (hub.streamsOf(request.actor.id) >= perUser) {
        throw new HttpError(429, TOO_MANY_USER_STREAMS(perUser));
      }
      const claims = request.user as TokenClaims & { exp?: number };
      // Read again by the hub whenever users change: the role at each event decides, not the
      // role at opening (authenticate checked the token's pv against the user's row).
      const actor: StreamActor = {
        userId: request.actor.id,
        passwordVersion: claims.pv,
        roleName: request.actor.roleName,
        tokenHash: tokenHash(bearerToken(request)),
      };
      // The security headers every answer carries: set on the reply, which hijack bypasses.
      const replyHeaders: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) replyHeaders[name] = value;
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...replyHeaders,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and friends would otherwise hold events back in a buffer.
        'x-accel-buffering': 'no',
      });
      // A write to a stream whose client left fails, and one after end() emits 'error': with no
      // listener (Fastify's goes at 'finish') that event would end the process.
      raw.on('error', (error) => request.log.debug({ err: error }, 'Live events: write failed'));
      const write = (text: string) => {
        if (!raw.writableEnded && !raw.destroyed) raw.write(text);
      };
      write(`retry: ${RETRY_MS}\n: connected\n\n`);
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), app.config.eventHeartbeatMs);
      const unsubscribe = hub.subscribe({
        actor,
        send(event, frame) {
          if (mayHearList(actor.roleName, event.list)) write(frame);
        },
        end: () => finish(),
      });
      // The token stops at its exp: so does the stream (the client reconnects with a fresh one).
      const expiry =
        claims.exp === undefined
          ? undefined
          : setTimeout(
              () => finish(),
              Math.min(Math.max(0, claims.exp * 1000 - Date.now()), LONGEST_TIMER_MS),
            );
      const release = () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
      };
      const finish = () => {
        release();
        raw.end();
      };
      raw.once('close', release);
      request.raw.once('close', release);
    },
  );
};
