/**
 * How long the scan loop rests between frames (design: Scanning). Decoding runs in a worker,
 * so the page never waits for it; the rest keeps the worker's core from running flat out.
 * While a scan is fresh (just opened, or a code read lately) it rests a quarter of the last
 * decode's time: as many frames per second as the device can decode. After `idleAfterMs`
 * with nothing read it rests three times the decode time, at least `idleGapMs`, so a phone
 * left on the scanner stays cool. Pure: unit-tested with made-up times.
 */
export interface FramePacerOptions {
  idleAfterMs?: number;
  idleGapMs?: number;
}

export interface FramePacer {
  /** The rest in ms before the next frame, after a decode of `decodeMs` ending at `now`. */
  next(decodeMs: number, found: boolean, now: number): number;
}

const ACTIVE_REST = 0.25;
const IDLE_REST = 3;

export function createFramePacer(startedAt: number, options: FramePacerOptions = {}): FramePacer {
  const idleAfterMs = options.idleAfterMs ?? 10_000;
  const idleGapMs = options.idleGapMs ?? 250;
  let lastActive = startedAt;
  return {
    next(decodeMs, found, now) {
      if (found) lastActive = now;
      const spent = Math.max(0, decodeMs);
      if (now - lastActive < idleAfterMs) return spent * ACTIVE_REST;
      return Math.max(idleGapMs, spent * IDLE_REST);
    },
  };
}
