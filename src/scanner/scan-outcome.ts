/**
 * What the dialog shows after a read: the item taken, the code that matched nothing, a GS1
 * barcode that cannot be read as one (said so rather than guessed), or a code kept until the
 * items have loaded (useItemScan: a scan is never dropped).
 */
export type ScanOutcome =
  | { kind: 'picked'; label: string }
  | { kind: 'waiting'; code: string }
  | { kind: 'unknown'; code: string }
  | { kind: 'invalid'; message: string };

/** Turns each read into an outcome; called once per accepted read. */
export type ScanHandler = (code: string) => ScanOutcome;
