import { randomBytes } from 'node:crypto';

/** Tiny but valid images (1×1 pixel), for upload tests. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_BYTES = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
export const WEBP_BYTES = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
export const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A 1×1 24-bit BMP: file header, 40-byte DIB header, one padded pixel row. */
export function makeBmp(): Buffer {
  const bytes = Buffer.alloc(58);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(58, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(1, 18);
  bytes.writeInt32LE(1, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  bytes.writeUInt32LE(4, 34);
  bytes.set([0x00, 0x00, 0xff], 54);
  return bytes;
}

/** The opening ftyp box of an ISO-media image with the given major and compatible brands. */
export function makeFtyp(major: string, compatible: string[]): Buffer {
  const size = 16 + compatible.length * 4;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, index) => box.write(brand, 16 + index * 4, 'latin1'));
  return box;
}

export const SVG_BYTES = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

/** A PNG signature followed by random bytes: each call gives a different image (and hash). */
export function uniquePng(): Buffer {
  return Buffer.concat([PNG_BYTES, randomBytes(16)]);
}

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  /** Set for a file part. */
  filename?: string;
  contentType?: string;
}

/**
 * A multipart/form-data body built by hand, so a test controls every part's headers (a JSON
 * part as a plain field, as a field with a content type, or as a file).
 */
export function multipartBody(parts: MultipartPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** How the itemRequest part travels: plain text field, field typed JSON, or JSON file (Blob). */
export type ItemRequestStyle = 'field' | 'jsonField' | 'file';

/** The item create/update body the spec's client sends: itemRequest JSON plus an image. */
export function itemMultipart(
  itemRequest: unknown,
  image?: { bytes: Buffer; contentType?: string; filename?: string } | null,
  style: ItemRequestStyle = 'file',
) {
  const json = typeof itemRequest === 'string' ? itemRequest : JSON.stringify(itemRequest);
  const parts: MultipartPart[] = [
    style === 'field'
      ? { name: 'itemRequest', value: json }
      : style === 'jsonField'
        ? { name: 'itemRequest', value: json, contentType: 'application/json' }
        : { name: 'itemRequest', value: json, filename: 'blob', contentType: 'application/json' },
  ];
  if (image) {
    parts.push({
      name: 'image',
      value: image.bytes,
      filename: image.filename ?? 'photo.png',
      contentType: image.contentType ?? 'image/png',
    });
  }
  return multipartBody(parts);
}
