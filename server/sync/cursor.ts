import type { ListState, VersionedList } from './list-versions';

/**
 * A cursor is opaque to clients: base64url of `list:epoch:version`, the list named with its
 * scope when it has one (`item_areas@2`: site 2's item areas), so one site's cursor is never
 * read at another. It is only read back by readCursor, which refuses (null) anything it cannot
 * answer exactly.
 */
export function writeCursor(list: VersionedList, state: ListState, scope = ''): string {
  return Buffer.from(`${scopedName(list, scope)}:${state.epoch}:${state.version}`).toString(
    'base64url',
  );
}

const scopedName = (list: VersionedList, scope: string) => (scope ? `${list}@${scope}` : list);

/** The version a cursor stands for, or null when it is not this list's or cannot be answered. */
export function readCursor(
  cursor: string,
  list: VersionedList,
  state: ListState,
  scope = '',
): number | null {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split(':');
  const named = scopedName(list, scope);
  if (parts.length !== 3 || parts[0] !== named || parts[1] !== state.epoch) return null;
  const text = parts[2] ?? '';
  if (!/^\d{1,15}$/.test(text)) return null;
  const version = Number(text);
  // Below the floor a pruned deletion could be missed; above the current version it is not ours.
  if (version < state.floor || version > state.version) return null;
  return version;
}
