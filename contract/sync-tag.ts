/** The Background Sync tag the page registers when entries are queued and the worker replays on. */
export const OUTBOX_SYNC_TAG = 'outbox-replay';

/** Messages between the page (src/pwa) and the worker. */
export type WorkerMessage = { type: 'SKIP_WAITING' };
export type PageMessage = { type: 'OUTBOX_SENT'; kinds: string[] };
