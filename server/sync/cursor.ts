import type { ListState, VersionedList } from './list-versions';

/**
 * A cursor is opaque to clients: base64url of `list:epoch:version`. It is only read back by
 * readCursor, which refuses (null) anything it cannot answer exactly.
 */
export function writeCursor(list: VersionedList, state: ListState): string {
  return Buffer.from(`${list}:${state.epoch}:${state.version}`).toString('base64url');
}

/** The version a cursor stands for, or null when it is not this list's or cannot be answered. */
export function readCursor(cursor: string, list: VersionedList, state: ListState): number | null {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split(':');
  if (parts.length !== 3 || parts[0] !== list || parts[1] !== state.epoch) return null;
  const text = parts[2] ?? '';
  if (!/^\d{1,15}$/.test(text)) return null;
  const version = Number(text);
  // Below the floor a pruned deletion could be missed; above the current version it is not ours.
  if (version < state.floor || version > state.version) return null;
  return version;
}
