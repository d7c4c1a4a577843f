/** Loads the barcode decoder on the first scan only (a separate chunk, design: Scanning). */
export type StartDecoding = (video: HTMLVideoElement, onCode: (code: string) => void) => () => void;

interface DecoderModule {
  startDecoding: StartDecoding;
  prepareDecoding: () => void;
}

let loading: Promise<DecoderModule> | null = null;

export function loadDecoder(): Promise<StartDecoding> {
  loading ??= import('./frame-scanner');
  // A failed download (offline before the chunk was cached) may be retried later.
  loading.catch(() => {
    loading = null;
  });
  return loading.then((module) => {
    // The worker and its WebAssembly get ready while the camera opens (idempotent).
    module.prepareDecoding();
    return module.startDecoding;
  });
}
