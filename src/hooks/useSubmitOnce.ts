import { useCallback, useRef, useState } from 'react';

export interface SubmitOnce {
  /** True while a submission runs: drives 'Adding...' and disabled buttons. */
  busy: boolean;
  /** Runs the task unless one is already in flight; a second submit meanwhile is ignored. */
  run: (task: () => Promise<void>) => Promise<void>;
}

/**
 * The spec's locked submitting state (section 4). The guard is a ref, not state, so two
 * submits fired before React re-renders still send one request.
 */
export function useSubmitOnce(): SubmitOnce {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
