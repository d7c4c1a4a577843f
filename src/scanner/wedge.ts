/**
 * Keyboard-wedge scanners type a code as a burst of keys ending in Enter: at least
 * `minLength` printable characters averaging at most `meanGapMs` between keys, no gap over
 * `maxGapMs` (a pause starts afresh), then Enter within `maxGapMs`. A person typing (~150 ms a
 * key) never makes one. The mean, not each gap, is held to 35 ms: a busy browser can stamp a
 * scanner's key 60 ms late now and then.
 */
export interface WedgeOptions {
  minLength: number;
  meanGapMs: number;
  maxGapMs: number;
}

export const WEDGE_DEFAULTS: WedgeOptions = { minLength: 4, meanGapMs: 35, maxGapMs: 100 };

/** Keys a scanner may send inside a burst that neither add a character nor break it. */
const NEUTRAL_KEYS = new Set(['Shift', 'CapsLock', 'Alt', 'AltGraph', 'Control', 'Meta']);

export interface WedgeDetector {
  /** Feeds one keydown (its `key` and time in ms); returns the code when it ends a burst. */
  feed: (key: string, time: number) => string | null;
  reset: () => void;
}

export function createWedgeDetector(options: Partial<WedgeOptions> = {}): WedgeDetector {
  const { minLength, meanGapMs, maxGapMs } = { ...WEDGE_DEFAULTS, ...options };
  let keys: { key: string; time: number }[] = [];

  function reset() {
    keys = [];
  }

  /** The burst's code: slow keys at its start (typed before the scan) are left out. */
  function burst(): string | null {
    let start = 0;
    while (start < keys.length - 1) {
      const gap = (keys[start + 1]?.time ?? 0) - (keys[start]?.time ?? 0);
      if (gap <= 2 * meanGapMs) break;
      start += 1;
    }
    const first = keys[start];
    const last = keys[keys.length - 1];
    const length = keys.length - start;
    if (!first || !last || length < minLength) return null;
    if ((last.time - first.time) / (length - 1) > meanGapMs) return null;
    return keys
      .slice(start)
      .map((entry) => entry.key)
      .join('');
  }

  function feed(key: string, time: number): string | null {
    if (NEUTRAL_KEYS.has(key)) return null;
    const previous = keys[keys.length - 1];
    const fresh = !previous || time - previous.time > maxGapMs;
    if (key === 'Enter') {
      const code = fresh ? null : burst();
      reset();
      return code;
    }
    if (key.length !== 1) {
      reset();
      return null;
    }
    if (fresh) keys = [];
    keys.push({ key, time });
    return null;
  }

  return { feed, reset };
}
