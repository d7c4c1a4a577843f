import { useLayoutEffect, useRef, type RefObject } from 'react';
import { registerWedgeTarget } from './wedge-listener';

export interface WedgeScanOptions {
  /** The element of this target, for document order. */
  ref: RefObject<Element | null>;
  onCode: (code: string) => void;
  continuous?: boolean;
  hasValue?: boolean;
}

/** Takes keyboard-wedge scans while the component is shown (design: Scanning). */
export function useWedgeScan({
  ref,
  onCode,
  continuous = false,
  hasValue = false,
}: WedgeScanOptions) {
  const latest = useRef({ onCode, continuous, hasValue });
  // Layout effects run in the commit itself: a scan arriving right after new items are on
  // screen must see the handler of that render (a passive effect can lag it on a busy phone).
  useLayoutEffect(() => {
    latest.current = { onCode, continuous, hasValue };
  });
  useLayoutEffect(
    () =>
      registerWedgeTarget({
        onCode: (code) => latest.current.onCode(code),
        continuous: () => latest.current.continuous,
        hasValue: () => latest.current.hasValue,
        element: () => ref.current,
      }),
    [ref],
  );
}
