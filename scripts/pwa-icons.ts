/**
 * Draws the PWA icons (public/*.png) from the logo's colours with nothing but node:zlib:
 * a teal square with a white box mark. Run `npx tsx scripts/pwa-icons.ts`; the PNGs are
 * committed, so a build never needs this.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type Rgb = readonly [number, number, number];
const TEAL: Rgb = [0x1f, 0x6f, 0x8b];
const PALE: Rgb = [0xe3, 0xf1, 0xf6];
const WHITE: Rgb = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number, pixel: (x: number, y: number) => Rgb | null): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0;
    for (let x = 0; x < size; x++) {
      const colour = pixel(x + 0.5, y + 0.5);
      const at = row + 1 + x * 4;
      if (colour) {
        raw[at] = colour[0];
        raw[at + 1] = colour[1];
        raw[at + 2] = colour[2];
        raw[at + 3] = 255;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Inside a rounded square of side 1 centred on 0.5 with corner radius r (unit coordinates). */
function inRoundedSquare(u: number, v: number, r: number): boolean {
  const dx = Math.max(Math.abs(u - 0.5) - (0.5 - r), 0);
  const dy = Math.max(Math.abs(v - 0.5) - (0.5 - r), 0);
  return dx * dx + dy * dy <= r * r && u >= 0 && u <= 1 && v >= 0 && v <= 1;
}

/** The box mark of the logo (64-unit grid), scaled into the unit square: top, sides, seam. */
function mark(u: number, v: number): Rgb | null {
  const x = u * 64;
  const y = v * 64;
  // Hexagon outline of the box: (32,12) (50,21) (50,43) (32,52) (14,43) (14,21).
  if (x < 14 || x > 50) return null;
  const slope = 9 / 18;
  const top = 21 - (18 - Math.abs(x - 32)) * slope;
  const bottom = 43 + (18 - Math.abs(x - 32)) * slope;
  if (y < top || y > bottom) return null;
  const lidBottom = 21 + (18 - Math.abs(x - 32)) * slope;
  if (Math.abs(x - 32) < 1.4 && y > 30) return TEAL; // front seam
  return y <= lidBottom ? WHITE : PALE;
}

/** Standard icon: rounded teal tile with the mark at logo size. */
function standard(size: number): Buffer {
  return png(size, (x, y) => {
    const u = x / size;
    const v = y / size;
    if (!inRoundedSquare(u, v, 0.22)) return null;
    return mark(u, v) ?? TEAL;
  });
}

/** Maskable and Apple icons: full-bleed teal, mark inside the 80 % safe zone. */
function fullBleed(size: number, scale: number): Buffer {
  return png(size, (x, y) => {
    const u = (x / size - 0.5) / scale + 0.5;
    const v = (y / size - 0.5) / scale + 0.5;
    return mark(u, v) ?? TEAL;
  });
}

const out = path.resolve(import.meta.dirname, '..', 'public');
fs.writeFileSync(path.join(out, 'pwa-192x192.png'), standard(192));
fs.writeFileSync(path.join(out, 'pwa-512x512.png'), standard(512));
fs.writeFileSync(path.join(out, 'maskable-512x512.png'), fullBleed(512, 0.75));
fs.writeFileSync(path.join(out, 'apple-touch-icon.png'), fullBleed(180, 0.85));
console.log('Icons written to public/');
