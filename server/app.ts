import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import jwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { API_BASE_PATH } from '../contract/paths';
import { IMAGE_MAX_BYTES } from '../contract/constants';
import type { Actor } from './auth/actor';
import { LoginAttempts } from './auth/login-attempts';
import type { ServerConfig } from './config';
import { reportLostPgConnections } from './db/connect';
import type { Database, Engine } from './db/schema';
import { registerErrorHandler } from './errors';
import { answerFrameworkError } from './framework-errors';
import { registerListEvents } from './events/register';
import { registerMessageLanguage } from './i18n/message-language';
import { registerIdempotency } from './idempotency';
import { registerMoneyVisibility } from './valuation/money-visibility';
import { registerInputGuards } from './input-guards';
import { registerNoStore } from './no-store';
import { registerOpenApi } from './openapi';
import { registerHealthRoutes } from './ops/health';
import { registerPlainNumbers } from './plain-numbers';
import { PLAIN_DECIMAL_KEYWORD } from '../contract/schemas/common';
import { readSecurityHeaders, registerSecurityHeaders } from './security-headers';
import { apiRoutes } from './routes';
import { ListBodies } from './sync/list-bodies';
import { startActivityChainer } from './activity';

export interface AppOptions {
  db: Kysely<Database>;
  engine: Engine;
  config: ServerConfig;
  jwtSecret: string;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests that read it); implies logger. */
  logStream?: { write(line: string): void };
  /** No line per request unless LOG_LEVEL is debug or trace (the demo: its table stays in view). */
  quietRequests?: boolean;
  /** Shared across app instances in tests; one per process otherwise. */
  loginAttempts?: LoginAttempts;
  https?: { cert: Buffer; key: Buffer } | null;
}

const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'blob:', 'data:'],
    fontSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // 'wasm-unsafe-eval': the barcode scanner compiles ZXing-C++ WebAssembly (no JS eval).
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

/** Builds the whole server; main.ts listens, tests use inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const securityHeaders = await readSecurityHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    crossOriginEmbedderPolicy: false,
    hsts: options.config.tlsCertFile !== null,
  });
  const app = Fastify({
    ...(options.https ? { https: options.https } : {}),
    logger:
      options.logger || options.logStream
        ? {
            level: options.config.logLevel,
            ...(options.logStream && { stream: options.logStream }),
          }
        : false,
    // Quiet: each request's logger starts at warn, so its info lines (one per request) drop.
    ...(options.quietRequests === true && !['debug', 'trace'].includes(options.config.logLevel)
      ? {
          childLoggerFactory: (logger, bindings, childOptions) =>
            logger.child(bindings, { ...childOptions, level: 'warn' }),
        }
      : {}),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For only from the proxies TRUST_PROXY names: anyone else could pick their own
    // address, and with it a fresh set of login attempts.
    trustProxy: options.config.trustProxy.length > 0 ? options.config.trustProxy : false,
    // An annotation the plain-number check reads (server/plain-numbers.ts); Ajv only carries it.
    ajv: { customOptions: { keywords: [PLAIN_DECIMAL_KEYWORD] } },
    frameworkErrors: answerFrameworkError(securityHeaders),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', options.db);
  reportLostPgConnections(options.db, (error) =>
    app.log.warn({ err: error }, 'PostgreSQL connection lost; the pool opens another when needed'),
  );
  app.decorate('engine', options.engine);
  app.decorate('config', options.config);
  app.decorate('loginAttempts', options.loginAttempts ?? new LoginAttempts());
  app.decorate('listBodies', new ListBodies());
  registerListEvents(app);
  // Set by authenticate before any handler that reads it.
  app.decorateRequest('actor', null as unknown as Actor);

  registerErrorHandler(app);
  registerMessageLanguage(app);
  registerSecurityHeaders(app, securityHeaders);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(etag);
  await app.register(jwt, {
    secret: options.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: '1d' },
    // Only the algorithm we sign with: a token may not choose how it is checked.
    verify: { algorithms: ['HS256'] },
  });
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 } });
  await registerOpenApi(app);
  registerInputGuards(app);
  registerPlainNumbers(app);
  registerNoStore(app);
  registerIdempotency(app);
  registerMoneyVisibility(app);

  // The activity log's chainer (activity/chainer.ts): at start-up, after writes, every second.
  const stopChainer = startActivityChainer(options.db, (error) =>
    app.log.warn({ err: error }, 'Chaining activity entries failed; the next run tries again'),
  );
  app.addHook('onClose', stopChainer);

  registerHealthRoutes(app);
  await app.register(apiRoutes, { prefix: API_BASE_PATH });
  registerWebApp(app, options.config.webRoot);
  return app;
}

/** Serves the built PWA on the same origin, with index.html for client-side routes. */
function registerWebApp(app: FastifyInstance, webRoot: string | null): void {
  const index = webRoot ? path.join(webRoot, 'index.html') : null;
  if (!webRoot || !index || !fs.existsSync(index)) {
    app.get('/', (_request, reply) =>
      reply
        .type('text/html')
        .send(
          `<!doctype html><title>Inventory</title><p>The API is at <a href="${API_BASE_PATH}/openapi.json">${API_BASE_PATH}</a>. Run <code>npm run build</code> for the app.</p>`,
        ),
    );
    return;
  }
  // serve: false: every file goes through the route below, which sets Cache-Control itself.
  void app.register(fastifyStatic, { root: webRoot, serve: false, cacheControl: false });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith(API_BASE_PATH)) {
      return reply.status(404).send({ error: { message: `Route GET ${request.url} not found.` } });
    }
    const relative = decodeURIComponent(request.url.split('?')[0] ?? '/').replace(/^\/+/, '');
    const file = path.join(webRoot, relative);
    if (relative && file.startsWith(webRoot) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const immutable = relative.startsWith('assets/');
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(relative);
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
