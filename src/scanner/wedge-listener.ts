import { createWedgeDetector, type WedgeDetector } from './wedge';

/**
 * One document-level keydown listener, on while some page part takes wedge scans (item
 * pickers, the items search). A burst typed while the focus is on no text input (or in one
 * marked data-wedge-scan, or a search box) goes to one of them.
 */
export interface WedgeTarget {
  onCode: (code: string) => void;
  /** Continuous targets (receiving and order rows) take a scan before any other. */
  continuous: () => boolean;
  /** Whether the target already has an item: an empty one is filled first. */
  hasValue: () => boolean;
  element: () => Element | null;
}

const targets: WedgeTarget[] = [];
let detector: WedgeDetector | null = null;

/** Text inputs other than ours keep their keys: a burst typed there is the user's typing. */
export function isForeignTextInput(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[data-wedge-scan]')) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['search', 'button', 'submit', 'checkbox', 'radio', 'reset', 'file'].includes(
    target.type,
  );
}

function documentOrder(a: WedgeTarget, b: WedgeTarget): number {
  const first = a.element();
  const second = b.element();
  if (!first || !second || first === second) return 0;
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/** Which target takes a scan: a continuous one, else the first empty one, else the first. */
export function chooseWedgeTarget(list: readonly WedgeTarget[]): WedgeTarget | undefined {
  const ordered = [...list].sort(documentOrder);
  return (
    ordered.find((target) => target.continuous()) ??
    ordered.find((target) => !target.hasValue()) ??
    ordered[0]
  );
}

function onKeyDown(event: KeyboardEvent) {
  if (!detector || event.ctrlKey || event.metaKey || event.altKey) return;
  if (isForeignTextInput(event.target)) {
    detector.reset();
    return;
  }
  const code = detector.feed(event.key, event.timeStamp);
  if (code === null) return;
  const target = chooseWedgeTarget(targets);
  if (!target) return;
  // The Enter ends the scan: it must not also press a focused button or submit the form.
  event.preventDefault();
  event.stopPropagation();
  target.onCode(code);
}

export function registerWedgeTarget(target: WedgeTarget): () => void {
  targets.push(target);
  if (!detector) {
    detector = createWedgeDetector();
    document.addEventListener('keydown', onKeyDown, true);
  }
  return () => {
    const index = targets.indexOf(target);
    if (index >= 0) targets.splice(index, 1);
    if (targets.length === 0 && detector) {
      document.removeEventListener('keydown', onKeyDown, true);
      detector = null;
    }
  };
}
