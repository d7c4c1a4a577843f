/**
 * The only module that imports @zxing: loaded by decoder.ts with import(), so it is its own
 * chunk and pages that never scan do not download it.
 */
import { BrowserMultiFormatReader } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';

export const SCAN_FORMATS = [
  BarcodeFormat.EAN_13,
  BarcodeFormat.EAN_8,
  BarcodeFormat.UPC_A,
  BarcodeFormat.UPC_E,
  BarcodeFormat.CODE_128,
  BarcodeFormat.CODE_39,
  BarcodeFormat.QR_CODE,
  BarcodeFormat.DATA_MATRIX,
];

/** Decodes the video element's frames until stopped; calls onCode with each code read. */
export function startDecoding(video: HTMLVideoElement, onCode: (code: string) => void): () => void {
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, SCAN_FORMATS]]);
  const reader = new BrowserMultiFormatReader(hints, {
    delayBetweenScanAttempts: 100,
    delayBetweenScanSuccess: 250,
  });
  const controls = reader.scan(video, (result) => {
    const text = result?.getText();
    if (text) onCode(text);
  });
  return () => controls.stop();
}
