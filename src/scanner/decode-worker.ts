/**
 * The decode worker: reads barcodes off the main thread, so a slow frame never blocks the
 * page. ZXing's `.wasm` comes from the app's own origin (bundled by Vite, precached by the
 * service worker), never from the CDN the package defaults to.
 */
import wasmUrl from '@zxing-reader-wasm?url';
import { prepareZXingModule } from 'barcode-detector/ponyfill';
import { createBarcodeReader, type BarcodeReader } from './barcode-reader';
import type { DecodeRequest, DecodeResponse } from './decode-messages';

/** The dedicated worker's scope (the app is compiled with the DOM lib, not WebWorker). */
interface WorkerScope {
  postMessage(message: DecodeResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<DecodeRequest>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;

prepareZXingModule({
  overrides: {
    locateFile: (file: string, prefix: string) =>
      file.endsWith('.wasm') ? new URL(wasmUrl, location.href).href : prefix + file,
  },
  fireImmediately: false,
});

let reader: Promise<BarcodeReader> | null = null;

scope.addEventListener('message', (event) => {
  reader ??= createBarcodeReader();
  if (!('frame' in event.data)) return;
  const { id, frame } = event.data;
  reader
    .then((current) => current.read(frame))
    .then(
      (texts) => scope.postMessage({ id, texts }),
      (error: unknown) => {
        // Try again from scratch on the next frame (e.g. the .wasm download failed).
        reader = null;
        scope.postMessage({ id, texts: [], error: String(error) });
      },
    )
    .finally(() => frame.close());
});
