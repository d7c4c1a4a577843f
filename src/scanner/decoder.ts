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

/**
 * Loads the decoder chunk and starts its worker and WebAssembly in idle time, after first
 * paint, so the first scan does not pay for them (issue 25: 0.8–1.0 s before). Idempotent;
 * a failure is left for the scan itself to report. Returns the cancel of a pending warm-up.
 */
export function warmDecoderWhenIdle(): () => void {
  // Nothing to warm without workers (old browsers; the unit tests' DOM).
  if (loading || typeof Worker === 'undefined') return () => undefined;
  const warm = () => void loadDecoder().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(warm, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(warm, 500);
  return () => window.clearTimeout(handle);
}
