import type { FastifyRequest } from 'fastify';
import { SERVER_MESSAGE } from '../../contract/messages';
import { badRequest, HttpError } from '../errors';
import { assertSafeValue } from '../input-guards';

/** The two parts of an item create or update, read from the multipart body but not yet checked. */
export interface ItemUpload {
  /** The parsed itemRequest JSON; undefined when the part is missing. */
  itemRequest: unknown;
  /** The image bytes; null when no (or an empty) image part was sent. */
  image: Buffer | null;
}

export const NOT_MULTIPART_MESSAGE =
  'Send the item as multipart/form-data with a JSON part named itemRequest and a file part named image.';
export const MALFORMED_ITEM_REQUEST_MESSAGE = 'The itemRequest part is not valid JSON.';
export const MALFORMED_MULTIPART_MESSAGE = 'The multipart body is malformed.';
export const TOO_MANY_PARTS_MESSAGE = 'Send one itemRequest part and at most one image.';
export const ITEM_REQUEST_TOO_LARGE_MESSAGE = 'The itemRequest part is too large.';

const uploads = new WeakMap<FastifyRequest, Promise<ItemUpload>>();

/**
 * Reads the item multipart body once per request: the stream can only be consumed once, and the
 * idempotency check may need the same parts (the itemRequest and the image's hash) first.
 */
export function readItemUpload(request: FastifyRequest): Promise<ItemUpload> {
  let upload = uploads.get(request);
  if (!upload) {
    upload = collectParts(request);
    uploads.set(request, upload);
  }
  return upload;
}

function parseItemRequest(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw badRequest(MALFORMED_ITEM_REQUEST_MESSAGE);
  }
  assertSafeValue(parsed);
  return parsed;
}

async function collectParts(request: FastifyRequest): Promise<ItemUpload> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  const upload: ItemUpload = { itemRequest: undefined, image: null };
  try {
    // Two files: the spec's client may send itemRequest as a JSON Blob, which is a file part.
    for await (const part of request.parts({ limits: { files: 2 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(part.fieldname);
        if (part.fieldname === 'image') {
          if (upload.image) throw badRequest(TOO_MANY_PARTS_MESSAGE);
          // A browser sends an empty file part when no file was chosen.
          if (bytes.length > 0) upload.image = bytes;
        } else if (part.fieldname === 'itemRequest') {
          upload.itemRequest = parseItemRequest(bytes.toString('utf8'));
        }
      } else if (part.fieldname === 'itemRequest') {
        if (part.valueTruncated) throw tooLarge(part.fieldname);
        // The plugin has already parsed a field sent with content-type application/json.
        upload.itemRequest =
          typeof part.value === 'string' ? parseItemRequest(part.value) : part.value;
      }
      // Other parts (and a text field named image, sent when no file was chosen) are ignored.
    }
  } catch (error) {
    throw toClientError(error);
  }
  return upload;
}

function tooLarge(fieldname: string): HttpError {
  return new HttpError(
    413,
    fieldname === 'image' ? SERVER_MESSAGE.imageTooLarge : ITEM_REQUEST_TOO_LARGE_MESSAGE,
  );
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function partName(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('part' in error)) return 'image';
  const part = error.part;
  if (typeof part !== 'object' || part === null || !('fieldname' in part)) return 'image';
  return typeof part.fieldname === 'string' ? part.fieldname : 'image';
}

/** Everything that goes wrong while reading the body is the client's doing: a 4xx, never a 500. */
function toClientError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  switch (errorCode(error) ?? '') {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(partName(error));
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest(MALFORMED_ITEM_REQUEST_MESSAGE);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(TOO_MANY_PARTS_MESSAGE);
    default:
      return badRequest(MALFORMED_MULTIPART_MESSAGE);
  }
}
