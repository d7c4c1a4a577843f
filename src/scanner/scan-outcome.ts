/** What the dialog shows after a read: the item taken, or the code that matched nothing. */
export type ScanOutcome = { kind: 'picked'; label: string } | { kind: 'unknown'; code: string };

/** Turns each read into an outcome; called once per accepted read. */
export type ScanHandler = (code: string) => ScanOutcome;
