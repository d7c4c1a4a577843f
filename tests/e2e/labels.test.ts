import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, signInAs } from '../support/browser';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { createNodeBarcodeReader, imageData, rgbaFromGrey } from '../support/node-barcode-reader';
import { insertReferences } from '../support/stock-fixtures';
import { openInApp } from './pwa-harness';

const run = promisify(execFile);
const PDFTOPPM = '/usr/bin/pdftoppm';

/** A binary PGM (P5) as pdftoppm -gray writes it: header, then one byte per pixel. */
function readPgm(bytes: Buffer): { width: number; height: number; pixels: Uint8ClampedArray } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('not a PGM file');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const pixels = new Uint8ClampedArray(
    bytes.subarray(header[0].length, header[0].length + width * height),
  );
  return { width, height, pixels };
}

/** Decodes the barcodes on a rendered page with the app's own decoder (the scanner's). */
async function decodeBarcode(pgm: Buffer): Promise<{ text: string; format: string }[]> {
  const { width, height, pixels } = readPgm(pgm);
  const reader = await createNodeBarcodeReader();
  // The shim stands in for the browser's ImageData, which this file's DOM types expect.
  const image = imageData(rgbaFromGrey(pixels), width, height) as unknown as ImageData;
  return reader.readCodes(image);
}

describe.runIf(browserAvailable())('barcode labels printed to PDF', () => {
  let server: LiveServer;
  let browser: Browser;
  let page: Page;
  let dir: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startLiveServer();
    const refs = await insertReferences(server.handle.db);
    const now = new Date().toISOString();
    for (const [name, barcode] of [
      ['Label Milk', '4006381333931'],
      ['Label Oats', 'OAT-42/b'],
      ['Label Tea', 'TEA-7'],
    ] as const) {
      const row = await server.handle.db
        .insertInto('items')
        .values({
          name,
          barcode,
          category_id: refs.categoryId,
          item_area_id: refs.itemAreaId,
          unit: 'kg',
          alert_days: null,
          image_hash: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[barcode] = row.id;
    }
    dir = await mkdtemp(path.join(os.tmpdir(), 'labels-'));
    browser = await launchBrowser();
    page = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
    await signInAs(page, server.baseUrl, 'Administrator');
    await page.goto('/items');
    await page.getByText('Label Oats').waitFor();
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Prints the item's label to PDF, renders page 1 in grey and decodes it. */
  async function printAndDecode(barcode: string, layout: 'roll' | 'a4') {
    await page.goto(`/items/labels?ids=${ids[barcode]}&layout=${layout}`);
    await page.getByRole('img', { name: `Barcode ${barcode}` }).waitFor();
    return printPageOne(`${layout}-${ids[barcode]}`);
  }

  /** Prints the open labels page to PDF, renders page 1 in grey and decodes its barcodes. */
  async function printPageOne(name: string) {
    const pdfPath = path.join(dir, `${name}.pdf`);
    await writeFile(pdfPath, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    const prefix = path.join(dir, name);
    await run(PDFTOPPM, [
      '-gray',
      '-r',
      '300',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdfPath,
      prefix,
    ]);
    return decodeBarcode(await readFile(`${prefix}.pgm`));
  }

  it('draws EAN-13 for a barcode with a valid check digit, on a roll label', async () => {
    expect(await printAndDecode('4006381333931', 'roll')).toEqual([
      { text: '4006381333931', format: 'ean_13' },
    ]);
  });

  it('draws Code 128 for any other barcode, on an A4 sheet', async () => {
    expect(await printAndDecode('OAT-42/b', 'a4')).toEqual([
      { text: 'OAT-42/b', format: 'code_128' },
    ]);
  });

  it('prints exactly the two items ticked on the list, offline', async () => {
    // This context has no service worker (the PWA tests cover an offline start from its
    // precache), so the labels screen's code is loaded once before the network goes.
    await page.goto('/items/labels?search=nothing-matches');
    await page.getByText('No items to print.').waitFor();
    await openInApp(page, '/items');
    await page.getByRole('checkbox', { name: 'Select Label Milk' }).check();
    await page.getByRole('checkbox', { name: 'Select Label Oats' }).check();
    const bar = page.getByRole('group', { name: 'Selected items' });
    expect(await bar.getByText(/selected$/).innerText()).toBe('2 selected');
    expect(await page.getByRole('checkbox', { name: 'Select Label Tea' }).isChecked()).toBe(false);

    await page.context().setOffline(true);
    try {
      await bar.getByRole('link', { name: 'Print labels' }).click();
      await page.waitForURL(/\/items\/labels\?ids=/);
      await page.getByRole('img', { name: 'Barcode OAT-42/b' }).waitFor();
      await page.getByRole('img', { name: 'Barcode 4006381333931' }).waitFor();
      expect(await page.locator('.label').count()).toBe(2);
      const codes = await printPageOne('selected-a4');
      expect(codes.sort((a, b) => a.text.localeCompare(b.text))).toEqual([
        { text: '4006381333931', format: 'ean_13' },
        { text: 'OAT-42/b', format: 'code_128' },
      ]);
    } finally {
      await page.context().setOffline(false);
    }
  });
});
