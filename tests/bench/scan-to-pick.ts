/**
 * Opening the scanner to the item picked, in Chromium with a fake camera showing an EAN-13,
 * on the received-item form (the built app on a fresh server): the first scan after a page
 * load (it also starts the decoder: worker and WebAssembly) and the scanner opened again.
 */
import fs from 'node:fs';
import { buildIfStale } from '../../scripts/build-if-stale';
import { browserAvailable, launchBrowser, newPhoneContext, signInAs } from '../support/browser';
import { drawBarcode, fakeCameraFlags, writeFakeCameraVideo } from '../support/fake-camera';
import { startLiveServer } from '../support/live-server';
import { insertItem, insertReferences } from '../support/stock-fixtures';

const ITEM = { name: 'Bench Milk', barcode: '4006381333931' };
const RUNS = 7;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** `webRoot`: another build to time (e.g. an older version's dist/), else this one's. */
export async function timeScanToPick(webRoot?: string): Promise<void> {
  if (!browserAvailable()) return;
  if (!webRoot) buildIfStale();
  const server = await startLiveServer(webRoot ? { webRoot } : {});
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
    const cold: number[] = [];
    const warm: number[] = [];
    const timeOneScan = async (): Promise<number> => {
      const started = performance.now();
      await page.getByRole('button', { name: 'Scan' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Scan Barcode' });
      // The dialog counts each item picked: one means the read reached the form.
      await dialog.getByText('Scanned: 1').waitFor({ timeout: 30_000 });
      const elapsed = performance.now() - started;
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });
      return Math.round(elapsed);
    };
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto('/inventory/received-items/create');
      const picker = page.locator('.item-picker input').first();
      // The items are cached before the clock starts: this times the scanner, not the list.
      await picker.click();
      await page.getByRole('option', { name: new RegExp(ITEM.name) }).waitFor();
      await picker.press('Escape');
      await picker.blur();
      cold.push(await timeOneScan());
      warm.push(await timeOneScan());
    }
    console.log(
      `open scanner → item picked (fake camera, 390 px, median of ${RUNS}): first scan after a page load ${median(cold)} ms (${cold.join(', ')}); scanner opened again on that page ${median(warm)} ms (${warm.join(', ')})`,
    );
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(video, { force: true });
  }
}
