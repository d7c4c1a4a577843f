/** The decode worker's messages (src/scanner/decode-worker.ts ↔ frame-scanner.ts). */
export type DecodeRequest =
  | {
      id: number;
      /** Transferred: the worker closes it. */
      frame: ImageBitmap;
    }
  /** Sent while the camera starts: load and compile the decoder before the first frame. */
  | { prepare: true };

export interface DecodeResponse {
  id: number;
  texts: string[];
  /** Set when the frame could not be decoded at all (e.g. the WebAssembly failed to load). */
  error?: string;
}
