import { translate } from '../../i18n';
import { formatCount } from '../../ui/format';

/** Labels page texts (ours: the spec has none), in the current language. */
export const LABELS_TEXT = {
  capped: (shown: number, total: number) =>
    translate('labels.capped', { shown: formatCount(shown), total: formatCount(total) }),
} as const;
