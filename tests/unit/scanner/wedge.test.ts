import { describe, expect, it } from 'vitest';
import { createWedgeDetector } from '../../../src/scanner/wedge';

/** Feeds `keys` at `gap` ms apart, then Enter after `enterGap`; returns what the detector says. */
function type(keys: string, gap: number, enterGap = gap) {
  const detector = createWedgeDetector();
  let time = 1000;
  const results: (string | null)[] = [];
  for (const key of keys) {
    results.push(detector.feed(key, time));
    time += gap;
  }
  results.push(detector.feed('Enter', time - gap + enterGap));
  return results;
}

describe('keyboard-wedge detection', () => {
  it('takes a fast burst ending in Enter as a scan', () => {
    const results = type('4006381333931', 8);
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
    expect(results.at(-1)).toBe('4006381333931');
  });

  it('does not take a person typing at ~150 ms a key', () => {
    expect(type('4006381333931', 150).at(-1)).toBeNull();
  });

  it('does not take Enter alone, nor a burst shorter than 4', () => {
    const detector = createWedgeDetector();
    expect(detector.feed('Enter', 10)).toBeNull();
    expect(type('123', 5).at(-1)).toBeNull();
  });

  it('keeps only the fast tail after a pause, and lets Shift through', () => {
    const detector = createWedgeDetector();
    detector.feed('x', 0);
    detector.feed('y', 400); // a pause: the burst starts again here
    let time = 410;
    for (const key of ['Shift', 'B', 'C', '-', 'a', 'b']) {
      detector.feed(key, time);
      time += 6;
    }
    expect(detector.feed('Enter', time)).toBe('yBC-ab');
  });

  it('forgives a key stamped late now and then, but not a fast person', () => {
    const detector = createWedgeDetector();
    const times = [0, 8, 16, 86, 94, 100, 108, 116, 124, 132];
    times.forEach((time, index) => detector.feed(String(index), time));
    expect(detector.feed('Enter', 140)).toBe('0123456789');
    // A quick typist's word: every gap under 100 ms, but ~60 ms on average.
    expect(type('hello', 60).at(-1)).toBeNull();
  });

  it('leaves out slow keys typed just before the scan', () => {
    const detector = createWedgeDetector();
    detector.feed('q', 0);
    detector.feed('w', 90);
    let time = 180;
    for (const key of '12345678') {
      detector.feed(key, time);
      time += 5;
    }
    expect(detector.feed('Enter', time)).toBe('12345678');
  });

  it('breaks a burst on a non-printable key or a slow Enter', () => {
    const detector = createWedgeDetector();
    ['1', '2', '3', '4', 'Tab', '5'].forEach((key, index) => detector.feed(key, index * 5));
    expect(detector.feed('Enter', 31)).toBeNull();
    expect(type('12345678', 5, 400).at(-1)).toBeNull();
  });
});
