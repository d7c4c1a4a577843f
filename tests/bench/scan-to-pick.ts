/**
 * Opening the scanner to the item picked, in Chromium with a fake camera showing an EAN-13,
 * on the received-item form (the built app on a fresh server). The first run also loads the
 * decoder (worker and WebAssembly); the median is over the runs after it.
 */
import fs from 'node:fs';
import { buildIfStale } from '../../scripts/build-if-stale';
import { browserAvailable, launchBrowser, newPhoneContext, signInAs } from '../support/browser';
import { drawBarcode, fakeCameraFlags, writeFakeCameraVideo } from '../support/fake-camera';
import { startLiveServer } from '../support/live-server';
import { insertItem, insertReferences } from '../support/stock-fixtures';

const ITEM = { name: 'Bench Milk', barcode: '4006381333931' };
const RUNS = 7;

interface PickerDocument {
  querySelectorAll(selector: string): Iterable<{ value: string }>;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function timeScanToPick(): Promise<void> {
  if (!browserAvailable()) return;
  buildIfStale();
  const server = await startLiveServer();
  const video = writeFakeCameraVideo('bench-scan', [
    { image: await drawBarcode('ean13', ITEM.barcode), frames: 30 },
  ]);
  const browser = await launchBrowser(fakeCameraFlags(video));
  try {
    const refs = await insertReferences(server.handle.db);
    const id = await insertItem(server.handle.db, refs, { name: ITEM.name, unit: 'L' });
    await server.handle.db
      .updateTable('items')
      .set({ barcode: ITEM.barcode })
      .where('id', '=', id)
      .execute();
    const context = await newPhoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    await signInAs(page, server.baseUrl, 'Warehouse Staff');
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto('/inventory/received-items/create');
      const picker = page.locator('.item-picker input').first();
      // The items are cached before the clock starts: this times the scanner, not the list.
      await picker.click();
      await page.getByRole('option', { name: new RegExp(ITEM.name) }).waitFor();
      await picker.press('Escape');
      await picker.blur();
      const started = performance.now();
      await page.getByRole('button', { name: 'Scan' }).first().click();
      await page.waitForFunction(
        (name) => {
          // This file compiles without the DOM library: the page's document, typed by hand.
          const { document } = globalThis as unknown as { document: PickerDocument };
          return [...document.querySelectorAll('input[role=combobox]')].some(
            (input) => input.value === name,
          );
        },
        ITEM.name,
        { polling: 10, timeout: 30_000 },
      );
      times.push(performance.now() - started);
    }
    const [first = 0, ...rest] = times.map((time) => Math.round(time));
    console.log(
      `open scanner → item picked (fake camera, 390 px): first ${first} ms (loads the decoder), then median ${median(rest)} ms over ${rest.length} runs (${rest.join(', ')} ms)`,
    );
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(video, { force: true });
  }
}
