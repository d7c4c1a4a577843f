import type { MessageId } from './en';

/** A whole catalogue: every English key, translated. */
export type Catalogue = Record<MessageId, string>;

/**
 * One feature's translation: exactly the keys of its English file (a missing key is a type
 * error, an extra one an excess-property error on the object literal).
 */
export type FeatureCatalogue<English> = { readonly [K in keyof English]: string };
