/**
 * Where the ZXing-C++ `.wasm` the app bundles lives. barcode-detector pins its own zxing-wasm
 * version, and its glue code only runs the `.wasm` of that version, so it is resolved from
 * barcode-detector's place in node_modules (nested or hoisted), not from the project root.
 */
import { createRequire } from 'node:module';

const fromProject = createRequire(import.meta.url);
const fromDetector = createRequire(fromProject.resolve('barcode-detector'));

export const ZXING_READER_WASM = fromDetector.resolve('zxing-wasm/reader/zxing_reader.wasm');
