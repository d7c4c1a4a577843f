/**
 * The scan loop, loaded with import() when a scan starts (its own chunk, with the decode
 * worker and its `.wasm` beside it): grabs the video's newest frame, has the worker decode
 * it, rests as the pacer says, repeats. One frame is in flight at a time.
 */
import type { DecodeRequest, DecodeResponse } from './decode-messages';
import { createFramePacer } from './frame-pacer';

interface DecodeWorker {
  prepare(): void;
  decode(frame: ImageBitmap): Promise<string[]>;
}

let shared: DecodeWorker | null = null;

/** One worker for the app's life: the WebAssembly stays compiled between scans. */
function decodeWorker(): DecodeWorker {
  if (shared) return shared;
  const worker = new Worker(new URL('./decode-worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, (texts: string[]) => void>();
  let nextId = 0;
  worker.addEventListener('message', (event: MessageEvent<DecodeResponse>) => {
    pending.get(event.data.id)?.(event.data.texts);
    pending.delete(event.data.id);
  });
  worker.addEventListener('error', () => {
    // A worker that failed to start is replaced on the next frame; nothing waits forever.
    pending.forEach((resolve) => resolve([]));
    pending.clear();
    worker.terminate();
    shared = null;
  });
  shared = {
    prepare() {
      const request: DecodeRequest = { prepare: true };
      worker.postMessage(request);
    },
    decode(frame) {
      nextId += 1;
      const id = nextId;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        const request: DecodeRequest = { id, frame };
        worker.postMessage(request, [frame]);
      });
    },
  };
  return shared;
}

/**
 * Starts the worker and the WebAssembly's download and compilation while the camera opens,
 * so the first frame is decoded at once.
 */
export function prepareDecoding(): void {
  decodeWorker().prepare();
}

/** Longest wait for a new video frame (the callback does not fire for a stalled video). */
const FRAME_WAIT_MS = 250;

/** Decodes the video element's frames until stopped; calls onCode with each code read. */
export function startDecoding(video: HTMLVideoElement, onCode: (code: string) => void): () => void {
  const worker = decodeWorker();
  const pacer = createFramePacer(performance.now());
  // Not in every browser yet (Firefox before 132): then the timer alone paces the loop.
  const videoFrames = 'requestVideoFrameCallback' in video;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frameHandle: number | undefined;

  function clearWaits() {
    clearTimeout(timer);
    if (frameHandle !== undefined) video.cancelVideoFrameCallback(frameHandle);
    frameHandle = undefined;
  }

  /** The next decode once a new frame is shown (or FRAME_WAIT_MS passed), after `rest` ms. */
  function schedule(rest: number) {
    timer = setTimeout(() => {
      let fired = false;
      const go = () => {
        if (fired || stopped) return;
        fired = true;
        clearWaits();
        void decodeOnce();
      };
      if (videoFrames) frameHandle = video.requestVideoFrameCallback(go);
      timer = setTimeout(go, FRAME_WAIT_MS);
    }, rest);
  }

  async function decodeOnce() {
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) {
      schedule(FRAME_WAIT_MS);
      return;
    }
    const started = performance.now();
    let texts: string[] = [];
    try {
      texts = await worker.decode(await createImageBitmap(video));
    } catch {
      // A frame that cannot be grabbed (the video was just stopped) is skipped.
    }
    if (stopped) return;
    const now = performance.now();
    texts.forEach(onCode);
    schedule(pacer.next(now - started, texts.length > 0, now));
  }

  // The frame on screen now is fresh (the video has just started): no wait for the next.
  void decodeOnce();
  return () => {
    stopped = true;
    clearWaits();
  };
}
