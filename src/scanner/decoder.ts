/** Loads the barcode decoder on the first scan only (a separate chunk, design: Scanning). */
export type StartDecoding = (video: HTMLVideoElement, onCode: (code: string) => void) => () => void;

let loading: Promise<StartDecoding> | null = null;

export function loadDecoder(): Promise<StartDecoding> {
  loading ??= import('./frame-scanner').then((module) => module.startDecoding);
  // A failed download (offline before the chunk was cached) may be retried later.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
