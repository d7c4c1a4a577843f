/**
 * The app's barcode decoder (design: Scanning): the platform's BarcodeDetector where the
 * browser has one that reads every format we scan, else ZXing-C++ in WebAssembly (the
 * barcode-detector ponyfill, same API). No DOM needed: the decode worker and the Node
 * benchmark (tests/bench/scan-decode.ts) call this very function.
 */
import { BarcodeDetector as ZxingDetector, type BarcodeFormat } from 'barcode-detector/ponyfill';

/** The symbologies of goods and their cases; GS1-128 is Code 128, GS1 QR and DataMatrix too. */
export const SCAN_FORMATS: BarcodeFormat[] = [
  'ean_13',
  'ean_8',
  'upc_a',
  'upc_e',
  'code_128',
  'code_39',
  'qr_code',
  'data_matrix',
];

/** What a detector reads: ImageData, an ImageBitmap, a video frame, a canvas… */
export type FrameImage = Parameters<ZxingDetector['detect']>[0];

interface Detector {
  detect(image: FrameImage): Promise<{ rawValue: string; format: string }[]>;
}

interface DetectorClass {
  new (options: { formats: BarcodeFormat[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

export interface BarcodeReader {
  /** 'platform' (the browser's own detector) or 'zxing' (ZXing-C++ WebAssembly). */
  engine: 'platform' | 'zxing';
  /** The texts of the barcodes in `image`, none when it shows no readable code. */
  read(image: FrameImage): Promise<string[]>;
  /** The same with each code's symbology (`ean_13`, `code_128`…), for labels printed to check. */
  readCodes(image: FrameImage): Promise<{ text: string; format: string }[]>;
}

/** The browser's own BarcodeDetector, when it reads all of SCAN_FORMATS. */
async function platformDetector(): Promise<Detector | null> {
  const Platform = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (typeof Platform !== 'function') return null;
  try {
    const supported = await Platform.getSupportedFormats();
    if (!SCAN_FORMATS.every((format) => supported.includes(format))) return null;
    return new Platform({ formats: SCAN_FORMATS });
  } catch {
    return null;
  }
}

function readerOf(engine: BarcodeReader['engine'], detector: Detector): BarcodeReader {
  const readCodes = async (image: FrameImage) =>
    (await detector.detect(image))
      .map((barcode) => ({ text: barcode.rawValue, format: barcode.format }))
      .filter((code) => code.text !== '');
  return {
    engine,
    readCodes,
    read: async (image) => (await readCodes(image)).map((code) => code.text),
  };
}

/**
 * Creates the reader. ZXing's `.wasm` location must be set before (setZXingModuleOverrides):
 * the detector starts loading it when constructed.
 */
export async function createBarcodeReader(
  options: { platform?: boolean } = {},
): Promise<BarcodeReader> {
  const platform = options.platform === false ? null : await platformDetector();
  if (platform) return readerOf('platform', platform);
  return readerOf('zxing', new ZxingDetector({ formats: SCAN_FORMATS }));
}
