import type { ListEvent } from '../../../contract/events';
import { REFERENCE_ROWS } from '../../../contract/lists';
import type { ReferenceKind } from '../reference-cache';

/** The device list an event's list is kept in, if the device keeps it (contract/lists.ts). */
const DEVICE_LIST_OF: Readonly<Record<string, ReferenceKind>> = Object.fromEntries(
  REFERENCE_ROWS.map((row) => [row.event, row.reference]),
);

export function deviceListOf(list: string): ReferenceKind | null {
  return DEVICE_LIST_OF[list] ?? null;
}

/** Window event for open screens whose data is not a device list (stocktake, received, …). */
export const LIST_CHANGED_EVENT = 'inventory:list-changed';

export function announceListChange(event: ListEvent): void {
  window.dispatchEvent(new CustomEvent<ListEvent>(LIST_CHANGED_EVENT, { detail: event }));
}

/** Calls `onChange` for each event naming a list `matches` accepts; returns the unsubscriber. */
export function onListChange(matches: (list: string) => boolean, onChange: () => void): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<ListEvent>).detail;
    if (matches(detail.list)) onChange();
  };
  window.addEventListener(LIST_CHANGED_EVENT, listener);
  return () => window.removeEventListener(LIST_CHANGED_EVENT, listener);
}
