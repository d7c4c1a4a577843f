import { useEffect, useRef, useState } from 'react';
import type { ReceivedItem } from '../../../contract/schemas/stock';
import { readListPagesOf } from '../../offline/list-pages';
import { lastCostsFrom } from './receive-cost';

interface SavedLots {
  receiveItems?: ReceivedItem[];
  poReceiveItems?: ReceivedItem[];
}

type LastCosts = ReadonlyMap<number, number>;

/**
 * The items' last known costs from the received and PO lists saved on this device (offline
 * too); null until read, then `onRead` is told once (e.g. to fill rows chosen meanwhile). An
 * item never seen with a cost has none: its field stays blank.
 */
export function useLastCosts(onRead: (costs: LastCosts) => void): LastCosts | null {
  const [costs, setCosts] = useState<LastCosts | null>(null);
  const listener = useRef(onRead);
  useEffect(() => {
    listener.current = onRead;
  });
  useEffect(() => {
    const screen = { open: true };
    void Promise.all([
      readListPagesOf<SavedLots>('received-items'),
      readListPagesOf<SavedLots>('po-items'),
    ])
      .then((lists) =>
        lists
          .flat()
          .flatMap((page) => [
            ...(page.data.receiveItems ?? []),
            ...(page.data.poReceiveItems ?? []),
          ]),
      )
      .catch(() => [])
      .then((lots) => {
        if (!screen.open) return;
        const found = lastCostsFrom(lots);
        setCosts(found);
        listener.current(found);
      });
    return () => {
      screen.open = false;
    };
  }, []);
  return costs;
}
