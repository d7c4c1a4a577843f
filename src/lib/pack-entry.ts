import type { Item } from '../../contract/schemas/reference';
import { PACK_TEXT } from './pack-texts';
import { formatPacks, parsePackEntry } from './packs';

export type PackEntryMeaning =
  | { kind: 'empty'; text: string }
  | { kind: 'invalid'; text: string }
  | { kind: 'units'; units: number; text: string };

/**
 * What a pack field's text means for this item and the line under the field: the hint when
 * empty, the message when it means nothing, else "Sends 20 bottle (3 cases + 2)".
 */
export function describePackEntry(
  text: string,
  item: Pick<Item, 'packSize' | 'packName' | 'unit'>,
): PackEntryMeaning {
  const t = PACK_TEXT;
  const packName = item.packName ?? t.pack;
  const size = String(item.packSize ?? 1);
  if (text.trim() === '') return { kind: 'empty', text: t.packHint(packName, size, item.unit) };
  const units = parsePackEntry(text, item.packSize);
  if (units === null) return { kind: 'invalid', text: t.packEntryInvalid };
  const packs = formatPacks(units, item.packSize, item.packName);
  return { kind: 'units', units, text: t.sends(String(units), item.unit, packs) };
}
