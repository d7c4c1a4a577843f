import type { FastifyError, FastifyInstance } from 'fastify';
import { SERVER_MESSAGE } from '../contract/messages';
import { isDatabaseTimeout, isDiskFull } from './db/transactions';

/** A failure the client caused or may see; the one error handler turns it into {error:{message}}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string | string[],
  ) {
    super(Array.isArray(messages) ? messages.join('\n') : messages);
  }
}

export const DISK_FULL_MESSAGE =
  'The server cannot store anything more right now (its disk is full). Nothing was saved; please try again later.';

export const badRequest = (messages: string | string[]) => new HttpError(400, messages);
export const notFound = (what: string) => new HttpError(404, SERVER_MESSAGE.notFound(what));
export const forbidden = () => new HttpError(403, SERVER_MESSAGE.forbidden);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string) => new HttpError(410, message);
export const unauthorized = (message: string = SERVER_MESSAGE.unauthorized) =>
  new HttpError(401, message);

/** Throws a 400 with every message when a validator found any. */
export function assertValid(messages: string[]): void {
  if (messages.length > 0) throw badRequest(messages.length === 1 ? (messages[0] ?? '') : messages);
}

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** Turns a schema validation issue into a sentence a person can act on. */
function describeIssue(issue: AjvIssue, context: string | undefined): string {
  const pathPart = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
  const missing = issue.params?.missingProperty;
  const field = pathPart || (typeof missing === 'string' ? missing : context) || 'request';
  switch (issue.keyword ?? '') {
    case 'required':
      return `${typeof missing === 'string' ? missing : field} is required.`;
    case 'maxLength':
      return `${field} must be at most ${String(issue.params?.limit)} characters.`;
    case 'minLength':
      return `${field} must not be empty.`;
    case 'format':
      return issue.params?.format === 'date'
        ? `${field} must be a date (YYYY-MM-DD).`
        : `${field} is not a valid ${String(issue.params?.format)}.`;
    case 'minimum':
    case 'maximum':
      return `${field} must be ${issue.keyword === 'minimum' ? 'at least' : 'at most'} ${String(issue.params?.limit)}.`;
    case 'maxItems':
      return `${field} must have at most ${String(issue.params?.limit)} entries.`;
    case 'type':
    case 'anyOf':
      return `${field} has the wrong type.`;
    default:
      return `${field} ${issue.message ?? 'is not valid'}.`;
  }
}

function isVague(issue: AjvIssue): boolean {
  return issue.keyword === 'type' || issue.keyword === 'anyOf';
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

/** The single error handler: typed errors, schema errors, parser errors; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: { message: error.messages } });
    }
    if (error.validation) {
      const issues = error.validation as AjvIssue[];
      // A nullable field yields a vague anyOf/type issue next to the real one: keep the real one.
      const specific = new Set(
        issues.filter((issue) => !isVague(issue)).map((issue) => issue.instancePath ?? ''),
      );
      const messages = issues
        .filter((issue) => !isVague(issue) || !specific.has(issue.instancePath ?? ''))
        .map((issue) => describeIssue(issue, error.validationContext));
      const unique = [...new Set(messages)];
      return reply
        .status(400)
        .send({ error: { message: unique.length === 1 ? unique[0] : unique } });
    }
    if (isDatabaseTimeout(error)) {
      // A statement or lock wait ran out (db/connect.ts): nothing was written; try again.
      request.log.warn({ err: error }, 'database timeout');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: { message: 'The server is busy. Please try again.' } });
    }
    if (isDiskFull(error)) {
      // Nothing of the write was committed (group commit rejects its whole batch).
      request.log.error({ err: error }, 'database full');
      return reply
        .status(503)
        .header('retry-after', '60')
        .send({ error: { message: DISK_FULL_MESSAGE } });
    }
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ error: { message: 'Internal server error.' } });
    }
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? SERVER_MESSAGE.malformedJson
        : error.message;
    return reply.status(status).send({ error: { message } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: { message: `Route ${request.method} ${request.url} not found.` } });
  });
}
