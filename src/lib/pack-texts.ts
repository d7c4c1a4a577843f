import { translate } from '../i18n';

/** The texts of pack quantities (design: Purchasing), shared by every form that takes packs. */
export const PACK_TEXT = {
  /** The pack name when an item has none. */
  get pack() {
    return translate('ui.pack');
  },
  get packEntryInvalid() {
    return translate('ui.packEntryInvalid');
  },
  /** Under a pack field: what the form will send, e.g. "Sends 20 bottle (3 cases + 2)". */
  sends: (units: string, unit: string, packs: string) =>
    translate('ui.packSends', { amount: unit ? `${units} ${unit}` : units }) +
    (packs === units ? '' : ` (${packs})`),
  packHint: (packName: string, packSize: string, unit: string) =>
    translate('ui.packHint', { packName, size: unit ? `${packSize} ${unit}` : packSize }),
};
