import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { API_BASE_PATH } from '../contract/paths';

/**
 * API answers carry stock, names and tokens: no browser or proxy cache may keep them (a shared
 * tablet's next user, a proxy between the dock and the server). A route that sets its own
 * Cache-Control keeps it: images are content-addressed and cached for a year.
 */
const noStore: onSendHookHandler = (request, reply, payload, done) => {
  if (request.url.startsWith(API_BASE_PATH) && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', 'no-store');
  }
  done(null, payload);
};

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', noStore);
}
