import { useEffect, useState } from 'react';
import type { ReceivedItem } from '../../../contract/schemas/stock';
import { readListPagesOf } from '../../offline/list-pages';
import { lastCostsFrom } from './receive-cost';

interface SavedLots {
  receiveItems?: ReceivedItem[];
  poReceiveItems?: ReceivedItem[];
}

/**
 * The items' last known costs from the received and PO lists saved on this device (offline
 * too); null until read. An item never seen with a cost has none: its field stays blank.
 */
export function useLastCosts(): ReadonlyMap<number, number> | null {
  const [costs, setCosts] = useState<ReadonlyMap<number, number> | null>(null);
  useEffect(() => {
    let active = true;
    void Promise.all([
      readListPagesOf<SavedLots>('received-items'),
      readListPagesOf<SavedLots>('po-items'),
    ])
      .then((lists) =>
        lists.flat().flatMap((page) => [
          ...(page.data.receiveItems ?? []),
          ...(page.data.poReceiveItems ?? []),
        ]),
      )
      .catch(() => [])
      .then((lots) => {
        if (active) setCosts(lastCostsFrom(lots));
      });
    return () => {
      active = false;
    };
  }, []);
  return costs;
}
