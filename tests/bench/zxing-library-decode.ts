/**
 * The decoder the app had before (issue 11): @zxing/library 0.23 as @zxing/browser ran it,
 * i.e. the same formats, no TRY_HARDER, canvas greyscale, HybridBinarizer, MultiFormatReader.
 */
import zxingLibrary, { type DecodeHintType as DecodeHint } from '@zxing/library';

// A CommonJS package under Node's ESM loader: its names come from the default export.
const {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} = zxingLibrary;

const OLD_FORMATS = [
  BarcodeFormat.EAN_13,
  BarcodeFormat.EAN_8,
  BarcodeFormat.UPC_A,
  BarcodeFormat.UPC_E,
  BarcodeFormat.CODE_128,
  BarcodeFormat.CODE_39,
  BarcodeFormat.QR_CODE,
  BarcodeFormat.DATA_MATRIX,
];

/** HTMLCanvasElementLuminanceSource's greyscale: transparent is white. */
function toGrey(rgba: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(width * height);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 1) {
    const alpha = rgba[i + 3] ?? 255;
    grey[j] =
      alpha === 0
        ? 0xff
        : (306 * (rgba[i] ?? 0) + 601 * (rgba[i + 1] ?? 0) + 117 * (rgba[i + 2] ?? 0) + 0x200) >>
          10;
  }
  return grey;
}

export function createOldDecoder(): (
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
) => string[] {
  const reader = new MultiFormatReader();
  reader.setHints(new Map<DecodeHint, unknown>([[DecodeHintType.POSSIBLE_FORMATS, OLD_FORMATS]]));
  return (rgba, width, height) => {
    const source = new RGBLuminanceSource(toGrey(rgba, width, height), width, height);
    try {
      return [reader.decodeWithState(new BinaryBitmap(new HybridBinarizer(source))).getText()];
    } catch {
      // NotFound, checksum and format errors all mean "no code read on this frame".
      return [];
    }
  };
}
