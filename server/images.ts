import { createHash } from 'node:crypto';
import { SERVER_MESSAGE } from '../contract/messages';
import { nowIso } from './clock';
import type { DbOrTrx } from './db/schema';
import { HttpError } from './errors';

/**
 * Item images: recognised by their bytes (never by the declared type), stored in the database
 * keyed by their SHA-256 so every instance sees them and the same bytes are stored once.
 */

export interface ImageUpload {
  hash: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * SVG is refused on purpose: it is XML that can carry script, and served from our own origin
 * it would run with access to the session cookie if someone opened its URL.
 */
export const SVG_REFUSED_MESSAGE =
  'SVG images are not accepted; upload a PNG, JPEG, GIF, WebP, AVIF, HEIC or BMP image.';

/** Every type sniffImageType answers: what GET /images/{hash} serves (its OpenAPI content). */
export const IMAGE_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/tiff',
  'image/jxl',
  'image/avif',
  'image/heic',
  'image/heic-sequence',
  'image/heif',
  'image/heif-sequence',
  'image/x-icon',
] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

const HASH_PATTERN = /^[0-9a-f]{64}$/;

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/** ISO base media (AVIF, HEIC, HEIF): an ftyp box whose major or compatible brands name one. */
function sniffIsoMedia(bytes: Buffer): ImageContentType | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4)
    brands.push(ascii(bytes, offset, offset + 4));
  if (brands.includes('avif') || brands.includes('avis')) return 'image/avif';
  if (brands.some((brand) => ['heic', 'heix', 'heim', 'heis'].includes(brand))) return 'image/heic';
  if (brands.some((brand) => ['hevc', 'hevx'].includes(brand))) return 'image/heic-sequence';
  if (brands.includes('mif1')) return 'image/heif';
  if (brands.includes('msf1')) return 'image/heif-sequence';
  return null;
}

/** BMP: "BM" alone would match plain text, so the DIB header size must be a known one too. */
function isBmp(bytes: Buffer): boolean {
  if (bytes.length < 26 || ascii(bytes, 0, 2) !== 'BM') return false;
  return [12, 40, 52, 56, 64, 108, 124].includes(bytes.readUInt32LE(14));
}

/** ICO/CUR: reserved 0, type 1 or 2, at least one image, and room for its directory entry. */
function isIcon(bytes: Buffer): boolean {
  if (bytes.length < 22 || bytes.readUInt16LE(0) !== 0) return false;
  const type = bytes.readUInt16LE(2);
  return (type === 1 || type === 2) && bytes.readUInt16LE(4) > 0;
}

/** The image type the bytes are, or null when they are not an image this server accepts. */
export function sniffImageType(bytes: Buffer): ImageContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (isBmp(bytes)) return 'image/bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'image/tiff';
  }
  if (startsWith(bytes, [0xff, 0x0a])) return 'image/jxl';
  if (startsWith(bytes, [0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c, 0x20, 0x0d, 0x0a, 0x87, 0x0a])) {
    return 'image/jxl';
  }
  const isoMedia = sniffIsoMedia(bytes);
  if (isoMedia) return isoMedia;
  if (isIcon(bytes)) return 'image/x-icon';
  return null;
}

/** Whether the bytes look like an SVG document (so the refusal can say why). */
export function looksLikeSvg(bytes: Buffer): boolean {
  const text = bytes
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml|<!--|<!doctype svg|<svg)/i.test(text) && /<svg[\s>]/i.test(text);
}

/** Checks the bytes and names them by hash; 415 when they are not an accepted image. */
export function readImage(bytes: Buffer): ImageUpload {
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    throw new HttpError(415, looksLikeSvg(bytes) ? SVG_REFUSED_MESSAGE : SERVER_MESSAGE.notAnImage);
  }
  return { hash: createHash('sha256').update(bytes).digest('hex'), contentType, bytes };
}

/** Stores the image unless the same bytes are already stored. */
export async function storeImage(db: DbOrTrx, image: ImageUpload): Promise<void> {
  await db
    .insertInto('images')
    .values({
      hash: image.hash,
      content_type: image.contentType,
      bytes: image.bytes,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

/**
 * Deletes the image unless an item still uses it (images are content-addressed: items may share
 * the same bytes). Called when an item's image is replaced and when an item is deleted, so an
 * image no item uses is not kept nor served forever (design: Limits).
 */
export async function deleteImageIfUnused(db: DbOrTrx, hash: string | null): Promise<void> {
  if (hash === null) return;
  await db
    .deleteFrom('images')
    .where('hash', '=', hash)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('items').select('items.id').where('items.image_hash', '=', hash)),
      ),
    )
    .execute();
}

/** The stored image with that hash, or undefined (a malformed hash cannot match). */
export async function findImage(db: DbOrTrx, hash: string) {
  if (!HASH_PATTERN.test(hash)) return undefined;
  return db
    .selectFrom('images')
    .select(['content_type', 'bytes'])
    .where('hash', '=', hash)
    .executeTakeFirst();
}
