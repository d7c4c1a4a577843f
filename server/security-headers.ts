import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** Headers a bare answer carries anyway; every other header of the probe is helmet's. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * helmet's headers, worked out once by one request to a throwaway server with @fastify/helmet.
 * Registered on the app, @fastify/helmet builds helmet's middleware anew (its CSP parsed again)
 * on every request, which costs more than the rest of a 304. The options never change while
 * the server runs, and neither do the headers.
 */
export async function readSecurityHeaders(
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', () => '');
  const response = await probe.inject('/');
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!OWN_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * The same headers as `app.register(helmet, options)` on every answer, 404s and errors too.
 * Fastify's own answers to a request it cannot route skip the hooks: framework-errors.ts.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
