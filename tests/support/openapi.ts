import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ROOT } from '../../scripts/build-if-stale';

/** The parts of an OpenAPI 3.0 document the tests read. */
export interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema?: unknown }>;
}

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; license?: { name: string } };
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: {
    schemas?: Record<string, unknown>;
    securitySchemes?: Record<string, unknown>;
  };
}

export interface DocumentedOperation {
  /** Upper case, as Fastify names it. */
  method: string;
  /** As the document has it: `{id}`, not `:id`. */
  path: string;
  operation: OpenApiOperation;
}

export function listOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

/** `/items/:id` → `/items/{id}`, as OpenAPI writes a Fastify path. */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z]+)/g, '{$1}');
}

/** `/items/{id}` → `/items/:id`, as Fastify registers a documented path. */
export function fastifyPath(openApiPathText: string): string {
  return openApiPathText.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * `METHOD /path` of every route the app registers (HEAD left out: Fastify adds one per GET), read
 * from Fastify's own route tree, where each line adds its path to its parent's.
 */
export function listRegisteredRoutes(app: FastifyInstance): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[└├]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    // A top-level node may print without its slash (`*` for `/*`), a child of `/` too.
    const fullPath = `/${parents[depth - 1] ?? ''}${match[2] ?? ''}`.replace(/^\/+/, '/');
    parents[depth] = fullPath;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD') routes.push(`${method} ${fullPath}`);
    }
  }
  return routes;
}

/**
 * A fresh directory under the project's .tmp/ (ignored by git, ESLint and Prettier): files
 * written there resolve the project's node_modules, which a directory in /tmp would not.
 */
export async function makeScratchDir(prefix: string): Promise<string> {
  const parent = path.join(ROOT, '.tmp');
  await fs.mkdir(parent, { recursive: true });
  return fs.mkdtemp(path.join(parent, `${prefix}-`));
}

/** A web root holding only index.html: the server then registers its web app routes too. */
export async function makeWebRoot(scratch: string): Promise<string> {
  const webRoot = path.join(scratch, 'web');
  await fs.mkdir(webRoot);
  await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Inventory</title>');
  return webRoot;
}
