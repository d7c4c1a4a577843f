import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify answers a request it cannot route by itself: a malformed percent-encoding (400), a
 * path parameter over its length limit (414). That answer skips every hook, so it had neither
 * the security headers nor our `{error:{message}}` shape; this gives it both.
 */
export function answerFrameworkError(headers: Readonly<Record<string, string>>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    const message = status >= 500 ? 'Internal server error.' : error.message;
    void reply.headers(headers).status(status).send({ error: { message } });
  };
}
