/** A short beep (WebAudio) and a buzz on a read, so the clerk need not look at the screen. */
let audio: AudioContext | null = null;

function context(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  audio ??= new window.AudioContext();
  return audio;
}

/** Creates or resumes the audio context inside a user gesture (the Scan press). */
export function primeFeedback(): void {
  try {
    void context()?.resume();
  } catch {
    // No sound is no reason to fail a scan.
  }
}

export function beep(): void {
  try {
    const ctx = context();
    if (!ctx) return;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = 1760;
    gain.gain.value = 0.08;
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start();
    oscillator.stop(ctx.currentTime + 0.09);
  } catch {
    // Ignored: see primeFeedback.
  }
}

export function vibrate(): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate(60);
}

export function readFeedback(): void {
  beep();
  vibrate();
}
