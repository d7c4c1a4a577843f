import { describe, expect, it } from 'vitest';
import { createFramePacer } from '../../../src/scanner/frame-pacer';

describe('scan loop pacing', () => {
  it('decodes frame after frame while the scan is fresh, resting a quarter of the decode', () => {
    const pacer = createFramePacer(0);
    expect(pacer.next(40, false, 1_000)).toBe(10);
    expect(pacer.next(8, false, 5_000)).toBe(2);
  });

  it('slows down after 10 s with nothing read, so the phone stays cool', () => {
    const pacer = createFramePacer(0);
    // A fast decoder still waits at least 250 ms; a slow one rests three times its decode.
    expect(pacer.next(20, false, 10_500)).toBe(250);
    expect(pacer.next(120, false, 11_000)).toBe(360);
  });

  it('a read makes the scan fresh again', () => {
    const pacer = createFramePacer(0, { idleAfterMs: 1_000, idleGapMs: 500 });
    expect(pacer.next(10, false, 2_000)).toBe(500);
    expect(pacer.next(10, true, 3_000)).toBe(2.5);
    expect(pacer.next(10, false, 3_900)).toBe(2.5);
    expect(pacer.next(10, false, 4_100)).toBe(500);
  });
});
