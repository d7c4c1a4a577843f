import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localizeMessage, type MessageLanguage } from '../../contract/i18n/localize';
import { addVary } from '../vary';
import { answerLanguage } from './accept-language';
import { TRANSLATIONS } from './translations';

type Messages = string | string[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isMessages(value: unknown): value is Messages {
  return (
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((message) => typeof message === 'string'))
  );
}

function localizeAll(messages: Messages, language: MessageLanguage): Messages {
  const translation = TRANSLATIONS[language];
  return typeof messages === 'string'
    ? localizeMessage(messages, language, translation)
    : messages.map((message) => localizeMessage(message, language, translation));
}

/** The import answer's row errors ({row, message}[]), when the payload is one. */
function rowErrors(payload: Record<string, unknown>): { row: unknown; message: string }[] | null {
  const errors = payload.errors;
  if (!Array.isArray(errors) || !('created' in payload)) return null;
  return errors.every((error) => isRecord(error) && typeof error.message === 'string')
    ? (errors as { row: unknown; message: string }[])
    : null;
}

/**
 * The answer's messages in the request's language: an error's `{error:{message}}` and an
 * import's row errors. Returns the payload to send (a new object when anything was translated).
 */
export function localizePayload(payload: unknown, language: MessageLanguage): unknown {
  if (!isRecord(payload)) return payload;
  const { error } = payload;
  if (isRecord(error) && isMessages(error.message)) {
    return { ...payload, error: { ...error, message: localizeAll(error.message, language) } };
  }
  const rows = rowErrors(payload);
  if (rows && rows.length > 0) {
    const errors = rows.map((row) => ({ ...row, message: localizeAll(row.message, language) }));
    return { ...payload, errors };
  }
  return payload;
}

function carriesMessages(payload: unknown): boolean {
  if (!isRecord(payload)) return false;
  return isRecord(payload.error) || rowErrors(payload) !== null;
}

async function answerInLanguage(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!carriesMessages(payload)) return payload;
  // The same URL answers in another language for another Accept-Language: caches must know.
  addVary(reply, 'Accept-Language');
  const language = answerLanguage(request.headers['accept-language']);
  return language === 'en' ? payload : localizePayload(payload, language);
}

/**
 * Messages a person reads come in the request's Accept-Language (design: Languages): the code
 * that raises them writes English (the spec's texts, letter for letter), and this hook renders
 * them from the shared catalogues (contract/i18n) the client's forms use too.
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', answerInLanguage);
}
