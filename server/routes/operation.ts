/**
 * A route's OpenAPI operation, written in its route options' `schema` beside the route
 * (`schema: { operationId, summary, ... }`, keys @fastify/swagger reads). server/openapi.ts adds
 * the security from the route's guard; tests/api/openapi-lint.test.ts names a route without one.
 * This type is for routes made in a loop or by a factory, which take theirs as data.
 */
export interface RouteOperation {
  /** Unique and stable: generated clients name their functions after it. Never rename one. */
  operationId: string;
  /** One line (10 to 120 characters) for documentation tools and generated clients. */
  summary: string;
}
