/**
 * The outbox without its React hooks (import those from their own files): the table of kinds,
 * the store, the replay, the submission path and the transport. See docs/client-map.md.
 */
export * from './kinds';
export * from './outcome';
export * from './replay';
export * from './replay-session';
export * from './rules';
export * from './store';
export * from './submit';
export * from './transport';
