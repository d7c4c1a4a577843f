import fs from 'node:fs';
import { prepareZXingModule } from 'barcode-detector/ponyfill';
import { ZXING_READER_WASM } from '../../scripts/zxing-wasm';
import { createBarcodeReader, type BarcodeReader } from '../../src/scanner/barcode-reader';

class ImageDataShim {
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}

class DOMRectReadOnlyShim {
  constructor(
    readonly x: number,
    readonly y: number,
    readonly width: number,
    readonly height: number,
  ) {}
}

/** An ImageData for the app's decode function (Node has none: the shim stands in). */
export function imageData(rgba: Uint8ClampedArray, width: number, height: number): ImageDataShim {
  const Constructor = (globalThis as { ImageData?: typeof ImageDataShim }).ImageData;
  return new (Constructor ?? ImageDataShim)(rgba, width, height);
}

/** RGBA from one grey byte per pixel (pdftoppm -gray). */
export function rgbaFromGrey(grey: Uint8ClampedArray): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(grey.length * 4);
  grey.forEach((value, index) => {
    rgba.set([value, value, value, 255], index * 4);
  });
  return rgba;
}

/**
 * The app's own decode function (src/scanner/barcode-reader.ts, ZXing-C++ WebAssembly) in
 * Node: the two browser classes the ponyfill needs, and the `.wasm` read from disk instead of
 * fetched from the app's origin.
 */
export async function createNodeBarcodeReader(): Promise<BarcodeReader> {
  const scope = globalThis as Record<string, unknown>;
  scope.ImageData ??= ImageDataShim;
  scope.DOMRectReadOnly ??= DOMRectReadOnlyShim;
  prepareZXingModule({
    overrides: { wasmBinary: fs.readFileSync(ZXING_READER_WASM).buffer },
    fireImmediately: false,
  });
  return createBarcodeReader({ platform: false });
}
