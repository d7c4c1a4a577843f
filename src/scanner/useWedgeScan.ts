import { useEffect, useRef, type RefObject } from 'react';
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
  useEffect(() => {
    latest.current = { onCode, continuous, hasValue };
  });
  useEffect(
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
