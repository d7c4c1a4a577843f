import { currentLanguage, translate } from '../i18n';

/** The texts of pack quantities (design: Purchasing), shared by every form that takes packs. */
export const PACK_TEXT = {
  /**
   * "2 cases": the pack name in the plural when the count is not 1. Only English: a pack name
   * is what the user typed, and another language's plural cannot be guessed from it.
   */
  plural: (name: string) =>
    currentLanguage() !== 'en' ? name : /(s|x|z|ch|sh)$/i.test(name) ? `${name}es` : `${name}s`,
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
