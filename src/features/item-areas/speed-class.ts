import { SPEED_CLASSES } from '../../../contract/constants';
import type { ItemArea } from '../../../contract/schemas/reference';
import type { BadgeTone } from '../../ui/Badge';
import type { SelectOption } from '../../ui/Field';
import { matchesSearch } from '../../ui/filter';
import type { MessageId } from '../../i18n';
import { en } from '../../i18n/messages/en';
import { speedClassLabel } from '../../ui/speed-class-label';

type Translate = (id: MessageId) => string;

/** Slow, Medium, Fast (spec 5 and 9), in that order, for the speed class selects. */
export function speedClassOptions(t: Translate): SelectOption[] {
  return SPEED_CLASSES.map((value) => ({ value, label: speedClassLabel(t, value) }));
}

/** The options in the spec's English (the value each option sends). */
export const SPEED_CLASS_OPTIONS: readonly SelectOption[] = speedClassOptions((id) => en[id]);

/**
 * Each speed class has its own badge tone: fast movers green, medium blue, slow amber
 * (slow stock is the one to watch). Anything else the server may hold stays neutral.
 */
export function speedClassTone(speedClass: string): BadgeTone {
  switch (speedClass) {
    case 'Fast':
      return 'success';
    case 'Medium':
      return 'info';
    case 'Slow':
      return 'warning';
    default:
      return 'neutral';
  }
}

/** The list's client search: by name or speed class, case-insensitive; sorted by name. */
export function filterItemAreas(rows: readonly ItemArea[], search: string): ItemArea[] {
  return rows
    .filter((row) => matchesSearch(search, row.name, row.speedClass))
    .sort((a, b) => a.name.localeCompare(b.name));
}
