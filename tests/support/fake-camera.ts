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
  segments: readonly { image: GreyImage | null; frames: number }[],
): string {
  const frames: Uint8Array[] = [];
  for (const segment of segments) {
    const frame = composeFrame(segment.image);
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
