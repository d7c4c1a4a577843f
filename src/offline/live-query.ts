/**
 * Dexie's live query for the hooks above this layer: Dexie itself is imported only inside
 * src/offline (the linter keeps it so), and a hook watches the device copy through here.
 */
export { liveQuery, type Subscription } from 'dexie';
