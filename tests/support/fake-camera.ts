/**
 * A fake camera for Chromium (--use-file-for-fake-video-capture): barcodes drawn with bwip-js,
 * their PNGs decoded here (no image library), composed on white 640×480 frames and written
 * as a Y4M video. No ffmpeg needed (DESIGN: Testing).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import bwipjs from 'bwip-js';

export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 480;

/** A greyscale picture: one byte per pixel, 0 black, 255 white. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** Decodes an 8-bit, non-interlaced PNG (grey, grey+alpha, RGB or RGBA) to grey pixels. */
export function decodePng(png: Buffer): GreyImage {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('Not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const bitDepth = data[8];
      colorType = data[9] ?? 0;
      if (bitDepth !== 8 || data[12] !== 0) throw new Error('Only 8-bit, non-interlaced PNGs');
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const channels = CHANNELS[colorType];
  if (!channels) throw new Error(`Unsupported PNG colour type ${colorType}`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)] ?? 0;
    const src = y * (stride + 1) + 1;
    const dst = y * stride;
    for (let x = 0; x < stride; x += 1) {
      const value = raw[src + x] ?? 0;
      const left = x >= channels ? (rows[dst + x - channels] ?? 0) : 0;
      const up = y > 0 ? (rows[dst - stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (rows[dst - stride + x - channels] ?? 0) : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter] ?? 0;
      rows[dst + x] = (value + predictor) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i += 1) {
    const base = i * channels;
    const grey =
      channels >= 3
        ? Math.round(
            0.299 * (rows[base] ?? 0) +
              0.587 * (rows[base + 1] ?? 0) +
              0.114 * (rows[base + 2] ?? 0),
          )
        : (rows[base] ?? 0);
    const alpha =
      channels === 4 ? (rows[base + 3] ?? 255) : channels === 2 ? (rows[base + 1] ?? 255) : 255;
    // Transparent means the white paper under it.
    pixels[i] = Math.round((grey * alpha + 255 * (255 - alpha)) / 255);
  }
  return { width, height, pixels };
}

/** A barcode drawn by bwip-js (code128, ean13, qrcode…), without the human-readable text. */
export async function drawBarcode(bcid: string, text: string): Promise<GreyImage> {
  const png = await bwipjs.toBuffer({
    bcid,
    text,
    scale: 2,
    height: 14,
    paddingwidth: 8,
    paddingheight: 8,
  });
  return decodePng(png);
}

/** A white frame with `image` centred, scaled up by the largest whole factor that fits. */
export function composeFrame(image: GreyImage | null): Uint8Array {
  const frame = new Uint8Array(FRAME_WIDTH * FRAME_HEIGHT).fill(235);
  if (!image) return frame;
  const scale = Math.max(
    1,
    Math.min(
      Math.floor((FRAME_WIDTH * 0.8) / image.width),
      Math.floor((FRAME_HEIGHT * 0.6) / image.height),
    ),
  );
  const width = image.width * scale;
  const height = image.height * scale;
  const left = Math.floor((FRAME_WIDTH - width) / 2);
  const top = Math.floor((FRAME_HEIGHT - height) / 2);
  for (let y = 0; y < height; y += 1) {
    const srcRow = Math.floor(y / scale) * image.width;
    const dstRow = (top + y) * FRAME_WIDTH + left;
    for (let x = 0; x < width; x += 1) {
      frame[dstRow + x] = image.pixels[srcRow + Math.floor(x / scale)] ?? 255;
    }
  }
  return frame;
}

/** How a dock camera spoils a frame: a tilted label, an out-of-focus lens, sensor noise. */
export interface Distortion {
  tiltDegrees: number;
  /** Box blur radius in pixels (applied twice: close to a Gaussian). */
  blurRadius: number;
  /** Uniform noise amplitude, ± grey levels. */
  noise: number;
  seed?: number;
}

/** A small seeded PRNG (mulberry32): the same noise on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function boxBlur(source: Uint8Array, radius: number): Uint8Array {
  if (radius < 1) return source;
  const pass = (input: Uint8Array, horizontal: boolean) => {
    const output = new Uint8Array(input.length);
    const [outer, inner] = horizontal ? [FRAME_HEIGHT, FRAME_WIDTH] : [FRAME_WIDTH, FRAME_HEIGHT];
    for (let a = 0; a < outer; a += 1) {
      for (let b = 0; b < inner; b += 1) {
        let sum = 0;
        let count = 0;
        for (let k = Math.max(0, b - radius); k <= Math.min(inner - 1, b + radius); k += 1) {
          sum += input[horizontal ? a * FRAME_WIDTH + k : k * FRAME_WIDTH + a] ?? 0;
          count += 1;
        }
        output[horizontal ? a * FRAME_WIDTH + b : b * FRAME_WIDTH + a] = Math.round(sum / count);
      }
    }
    return output;
  };
  return pass(pass(source, true), false);
}

/** `frame` rotated about its centre (bilinear), blurred twice, then noisy. */
export function distortFrame(frame: Uint8Array, distortion: Distortion): Uint8Array {
  const angle = (distortion.tiltDegrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const [cx, cy] = [FRAME_WIDTH / 2, FRAME_HEIGHT / 2];
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= FRAME_WIDTH || y >= FRAME_HEIGHT
      ? 235
      : (frame[y * FRAME_WIDTH + x] ?? 235);
  const tilted = new Uint8Array(frame.length);
  for (let y = 0; y < FRAME_HEIGHT; y += 1) {
    for (let x = 0; x < FRAME_WIDTH; x += 1) {
      const sx = cos * (x - cx) + sin * (y - cy) + cx;
      const sy = -sin * (x - cx) + cos * (y - cy) + cy;
      const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
      const [fx, fy] = [sx - x0, sy - y0];
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      tilted[y * FRAME_WIDTH + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  const blurred = boxBlur(boxBlur(tilted, distortion.blurRadius), distortion.blurRadius);
  const next = random(distortion.seed ?? 11);
  return blurred.map((value) =>
    Math.min(255, Math.max(0, Math.round(value + (next() * 2 - 1) * distortion.noise))),
  );
}

/** Writes Y4M (4:2:0, grey chroma) at `fps`; each entry of `frames` is one luma plane. */
export function writeY4m(file: string, frames: readonly Uint8Array[], fps = 10): void {
  const chroma = Buffer.alloc((FRAME_WIDTH / 2) * (FRAME_HEIGHT / 2), 128);
  const parts: Buffer[] = [
    Buffer.from(
      `YUV4MPEG2 W${FRAME_WIDTH} H${FRAME_HEIGHT} F${fps}:1 Ip A1:1 C420jpeg\n`,
      'latin1',
    ),
  ];
  for (const luma of frames) {
    parts.push(Buffer.from('FRAME\n', 'latin1'), Buffer.from(luma), chroma, chroma);
  }
  fs.writeFileSync(file, Buffer.concat(parts));
}

/**
 * A looping video of `segments`: each shows a barcode (or a blank sheet, null) for `frames`
 * frames at 10 fps. Returns the file's path under the OS temp directory.
 */
export function writeFakeCameraVideo(
  name: string,
  segments: readonly { image: GreyImage | null; frames: number; distortion?: Distortion }[],
): string {
  const frames: Uint8Array[] = [];
  for (const segment of segments) {
    const composed = composeFrame(segment.image);
    const frame = segment.distortion ? distortFrame(composed, segment.distortion) : composed;
    for (let i = 0; i < segment.frames; i += 1) frames.push(frame);
  }
  const file = path.join(os.tmpdir(), `${name}-${process.pid}.y4m`);
  writeY4m(file, frames);
  return file;
}

/** The Chromium flags for a fake camera showing `video`, with permission granted. */
export function fakeCameraFlags(video: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ];
}
