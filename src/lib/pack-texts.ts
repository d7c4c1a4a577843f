/** The texts of pack quantities (design: Purchasing), shared by every form that takes packs. */
export const PACK_TEXT = {
  /** "2 cases": the pack name in the plural when the count is not 1. */
  plural: (name: string) => (/(s|x|z|ch|sh)$/i.test(name) ? `${name}es` : `${name}s`),
  packEntryInvalid: 'Enter packs and units, e.g. "3 case + 2", or a number of units.',
  /** Under a pack field: what the form will send, e.g. "Sends 20 bottle (3 cases + 2)". */
  sends: (units: string, unit: string, packs: string) =>
    `Sends ${units}${unit ? ` ${unit}` : ''}${packs === units ? '' : ` (${packs})`}`,
  packHint: (packName: string, packSize: string, unit: string) =>
    `${packName} of ${packSize}${unit ? ` ${unit}` : ''}: e.g. "3 ${packName} + 2"`,
} as const;
