import fs from 'node:fs/promises';
import path from 'node:path';
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
