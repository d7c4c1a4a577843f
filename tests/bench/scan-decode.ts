/**
 * `npx tsx tests/bench/scan-decode.ts`: decode rate and per-frame time on the 149 real photos
 * of ../shared/scan-photos, per set and in total, wrong texts counted, for the app's own decode
 * function (src/scanner/barcode-reader.ts, ZXing-C++ WebAssembly) and, side by side, for the
 * decoder the app had before (@zxing/library). Then the time from opening the scanner to the
 * item picked, with Chromium's fake camera. Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import { ZXING_READER_WASM } from '../../scripts/zxing-wasm';
import { isSameProduct } from '../../src/lib/item-match';
import { createNodeBarcodeReader, imageData } from '../support/node-barcode-reader';
import { loadPhotos, PHOTOS_DIR, type Photo } from './scan-photos';
import { timeScanToPick } from './scan-to-pick';
import { createOldDecoder } from './zxing-library-decode';

type Decode = (photo: Photo) => Promise<string[]> | string[];

interface Tally {
  photos: number;
  read: number;
  wrong: number;
  times: number[];
}

/** A read is right when it is the expected text, or the same GTIN in another spelling. */
function isRight(texts: readonly string[], expected: string): boolean {
  return texts.some((text) => isSameProduct(text, expected));
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

async function run(photos: readonly Photo[], decode: Decode): Promise<Map<string, Tally>> {
  const tallies = new Map<string, Tally>();
  const total: Tally = { photos: 0, read: 0, wrong: 0, times: [] };
  for (const photo of photos) {
    const tally = tallies.get(photo.set) ?? { photos: 0, read: 0, wrong: 0, times: [] };
    tallies.set(photo.set, tally);
    const started = performance.now();
    const texts = await decode(photo);
    const elapsed = performance.now() - started;
    const right = isRight(texts, photo.expected);
    const wrong = texts.length > 0 && !right;
    if (wrong && process.env.SCAN_BENCH_VERBOSE) {
      console.log(`  wrong: ${photo.set}/${photo.name} read ${JSON.stringify(texts)}`);
    }
    for (const entry of [tally, total]) {
      entry.photos += 1;
      entry.read += right ? 1 : 0;
      entry.wrong += wrong ? 1 : 0;
      entry.times.push(elapsed);
    }
  }
  tallies.set('total', total);
  return tallies;
}

function cell(tally: Tally | undefined): string {
  if (!tally) return '—';
  const rate = ((100 * tally.read) / tally.photos).toFixed(0);
  const median = percentile(tally.times, 0.5).toFixed(1);
  return `${tally.read}/${tally.photos} ${rate}% wrong ${tally.wrong} med ${median} ms`;
}

async function main(): Promise<void> {
  console.log(`Scan decode benchmark: photos from ${PHOTOS_DIR}`);
  const photos = await loadPhotos();
  const app = await createNodeBarcodeReader();
  const image = (photo: Photo) => imageData(photo.rgba, photo.width, photo.height);
  // The first read instantiates the WebAssembly module: not a frame's cost.
  await app.read(image(photos[0] as Photo));
  const old = createOldDecoder();
  const warn = console.warn;
  // @zxing/library warns with a stack trace for reader failures, several per frame.
  console.warn = () => undefined;
  const before = await run(photos, (photo) => old(photo.rgba, photo.width, photo.height));
  console.warn = warn;
  const after = await run(photos, (photo) => app.read(image(photo)));

  const blank = new Uint8ClampedArray(640 * 480 * 4).fill(235);
  const emptyTimes = async (decode: () => unknown) => {
    const times: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const started = performance.now();
      await decode();
      times.push(performance.now() - started);
    }
    return percentile(times, 0.5).toFixed(1);
  };
  console.warn = () => undefined;
  const oldEmpty = await emptyTimes(() => old(blank, 640, 480));
  console.warn = warn;
  const appEmpty = await emptyTimes(() => app.read(imageData(blank, 640, 480)));

  console.log(
    `${'set'.padEnd(10)} | ${'before: @zxing/library 0.23'.padEnd(44)} | after: app (${app.engine})`,
  );
  for (const set of after.keys()) {
    console.log(
      `${set.padEnd(10)} | ${cell(before.get(set)).padEnd(44)} | ${cell(after.get(set))}`,
    );
  }
  const p95 = (tallies: Map<string, Tally>) =>
    percentile(tallies.get('total')?.times ?? [], 0.95).toFixed(1);
  console.log(`${'p95 ms'.padEnd(10)} | ${p95(before).padEnd(44)} | ${p95(after)}`);
  console.log(`${'empty 640×480 med ms'.padEnd(10)} | ${oldEmpty.padEnd(44)} | ${appEmpty}`);
  console.log(`decoder .wasm: ${(fs.statSync(ZXING_READER_WASM).size / 1024).toFixed(0)} KiB`);

  if (process.env.SCAN_BENCH_SKIP_BROWSER !== '1') await timeScanToPick();
}

await main();
