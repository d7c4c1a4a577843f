import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mayHearList } from '../../contract/events';
import { ENDPOINTS } from '../../contract/paths';
import type { TokenClaims } from '../auth/actor';
import { authenticate } from '../auth/guard';
import type { StreamActor } from '../events/list-event-hub';
import { errorResponses } from './responses';

/** How soon a browser's EventSource-like client may try again after a drop (SSE `retry`). */
const RETRY_MS = 2_000;

/**
 * `GET /events` (design: Live updates): a Server-Sent Events stream of `{list, version}` for
 * the lists the signed-in role may read (its role now: a role change applies to an open stream;
 * deleting the user or changing their password ends it), with a comment heartbeat so proxies
 * and the client see it alive. Closing it (either side) frees its timer and its place in the hub.
 */
export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ENDPOINTS.events,
    {
      onRequest: authenticate,
      schema: {
        tags: ['live'],
        response: {
          200: {
            description:
              'A text/event-stream: `data: {"list":"items","version":12}` per change, a `: heartbeat` comment every 25 s',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      await app.startListEvents();
      // Read again by the hub whenever users change: the role at each event decides, not the
      // role at opening (authenticate checked the token's pv against the user's row).
      const actor: StreamActor = {
        userId: request.actor.id,
        passwordVersion: (request.user as TokenClaims).pv,
        roleName: request.actor.roleName,
      };
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and friends would otherwise hold events back in a buffer.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      const heartbeat = setInterval(
        () => raw.write(': heartbeat\n\n'),
        app.config.eventHeartbeatMs,
      );
      const unsubscribe = app.listEvents.subscribe({
        actor,
        send(event, frame) {
          if (mayHearList(actor.roleName, event.list)) raw.write(frame);
        },
        end() {
          // No heartbeat after the end: a write after end() is an 'error' on the response.
          clearInterval(heartbeat);
          raw.end();
        },
      });
      const release = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      raw.once('close', release);
      // Unheard, an 'error' on the response (a write after its end) would end the process.
      raw.on('error', release);
      request.raw.once('close', release);
    },
  );
};
