import { createExternalStore } from '../lib/external-store';
import { database } from './database';
import { otherSitesPrefix, siteRowsKey } from './site-rows';
import { forgetReplaySession } from './outbox/replay-session';
import { endSignInGeneration } from './write-session';
import { sealEntriesOf } from './outbox/sealing';

/**
 * Sign-out on a shared tablet: the lists this user saw (received, PO, waste, orders, dashboard
 * and near-expiry pages), the open purchase orders (Editor and Viewer may not read them) and
 * the token leave the device. Reference data (items, suppliers,
 * …) stays: it is the catalogue every user of the store reads, not this user's. The outbox stays
 * too: its entries belong to their user's id and are sent only when that user signs in, sealed
 * meanwhile with their key (outbox/sealing.ts) so the next person cannot read them. Answers
 * still arriving for the user are not written after it (write-session.ts).
 */
export async function forgetSignedOutUser(userId: string | null = null): Promise<void> {
  // Before the transaction below is made: every write checked after it sees the ended sign-in.
  endSignInGeneration();
  const db = database();
  const forgotten = db.transaction(
    'rw',
    [db.listPages, db.keyValue, db.purchaseOrders, db.cacheMeta],
    async () => {
      await db.listPages.clear();
      await db.purchaseOrders.clear();
      // Without its cursor, the next user's sync takes the list whole, as their role allows.
      await db.cacheMeta.delete('purchaseOrders');
      // Every other site's open orders too (site-rows.ts keeps them apart from Main's).
      const otherSites = otherSitesPrefix('purchaseOrders');
      await db.cacheMeta.where('key').startsWith(otherSites).delete();
      await db.keyValue.where('key').startsWith(siteRowsKey(otherSites)).delete();
      await forgetReplaySession();
    },
  );
  await Promise.all([forgotten, sealEntriesOf(userId)]);
}

/**
 * Whether the browser keeps this origin's storage under pressure: true or false once asked,
 * null while unknown (not asked yet, or a browser without the StorageManager API). Safari
 * evicts a site's storage after seven days without use unless it is persistent
 * (webkit.org/blog/14403): the outbox panel says so when it is not.
 */
export const storagePersistence = createExternalStore<boolean | null>(null);

/**
 * Asks the browser to keep this origin's storage under pressure, so the outbox (submissions
 * not yet sent) is not evicted. Browsers may grant it silently, ask, or refuse; the answer is
 * kept in storagePersistence for the outbox panel.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  // Older browsers and jsdom have no StorageManager (the DOM types say it is always there).
  const storage: StorageManager | undefined =
    typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.persist !== 'function') return false;
  try {
    const persistent = (await storage.persisted()) || (await storage.persist());
    storagePersistence.set(persistent);
    return persistent;
  } catch {
    return false;
  }
}
