/**
 * The benchmark's photos (../shared/scan-photos, or SCAN_PHOTOS_DIR): JPEG, PNG and GIF files
 * decoded to RGBA by Chromium (no image decoder is installed for Node), with their texts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../support/browser';

export interface Photo {
  set: string;
  name: string;
  expected: string;
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** Runs in the page (so it is text here: this file is compiled without the DOM library). */
const DECODE_IN_PAGE = `
window.decodeToRgba = async (data, type) => {
  const image = new Image();
  image.src = 'data:' + type + ';base64,' + data;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let binary = '';
  for (let i = 0; i < pixels.length; i += 0x8000) {
    binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
  }
  return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
};`;

interface PageDecoder {
  decodeToRgba(
    data: string,
    type: string,
  ): Promise<{ width: number; height: number; rgba: string }>;
}

/** ../shared/scan-photos beside the project (or two levels up, from a git worktree). */
export const PHOTOS_DIR =
  process.env.SCAN_PHOTOS_DIR ??
  [
    path.resolve(import.meta.dirname, '../../../shared/scan-photos'),
    path.resolve(import.meta.dirname, '../../../../shared/scan-photos'),
  ].find((dir) => fs.existsSync(dir)) ??
  path.resolve(import.meta.dirname, '../../../shared/scan-photos');

const MIME: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

/** Every photo with a text file, set by set. */
export async function loadPhotos(dir = PHOTOS_DIR): Promise<Photo[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: DECODE_IN_PAGE });
    const photos: Photo[] = [];
    for (const set of fs.readdirSync(dir).sort()) {
      const setDir = path.join(dir, set);
      if (!fs.statSync(setDir).isDirectory()) continue;
      for (const file of fs.readdirSync(setDir).sort()) {
        const mime = MIME[path.extname(file).toLowerCase()];
        const textFile = path.join(setDir, `${path.parse(file).name}.txt`);
        if (!mime || !fs.existsSync(textFile)) continue;
        const bytes = fs.readFileSync(path.join(setDir, file)).toString('base64');
        const decoded = await page.evaluate(
          ([data, type]) => (globalThis as unknown as PageDecoder).decodeToRgba(data, type),
          [bytes, mime] as const,
        );
        photos.push({
          set,
          name: file,
          // Some texts end in CRLF or hold stray control characters at the end.
          expected: fs.readFileSync(textFile, 'utf8').replace(/[\r\n]+$/, ''),
          width: decoded.width,
          height: decoded.height,
          rgba: new Uint8ClampedArray(Buffer.from(decoded.rgba, 'base64')),
        });
      }
    }
    return photos;
  } finally {
    await browser.close();
  }
}
