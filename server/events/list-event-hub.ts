import { eventListsOf, type ListEvent } from '../../contract/events';
import type { DbOrTrx } from '../db/schema';

/** One open stream: what it is sent, and how the server ends it when closing. */
export interface EventSubscriber {
  /** The event and its SSE frame, serialized once for every stream. */
  send(event: ListEvent, frame: string): void;
  end(): void;
}

export function eventFrame(event: ListEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * The instance's list versions as last seen, and the streams open on it. A database list whose
 * version rose becomes an event for each list it changes (contract/events.ts). Versions only
 * grow, so a notice older than what was seen (a catch-up racing a NOTIFY) is dropped.
 */
export class ListEventHub {
  private readonly subscribers = new Set<EventSubscriber>();
  private readonly known = new Map<string, number>();
  private baselined = false;
  private catchUpRunning: Promise<void> | null = null;
  private catchUpAgain = false;

  get streams(): number {
    return this.subscribers.size;
  }

  subscribe(subscriber: EventSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** A database list reached this version (a NOTIFY, or a catch-up's read). */
  changed(databaseList: string, version: number): void {
    const before = this.known.get(databaseList);
    if (before !== undefined && version <= before) return;
    this.known.set(databaseList, version);
    // A list first seen after the baseline is new (a stocktake's first count): news too.
    if (!this.baselined) return;
    for (const list of eventListsOf(databaseList)) {
      const event = { list, version };
      const frame = eventFrame(event);
      for (const subscriber of this.subscribers) subscriber.send(event, frame);
    }
  }

  /**
   * Reads every list's version and announces those that rose. The first read only learns them.
   * Calls that arrive while one runs share one more read after it, so a burst of writes costs
   * two reads, and none is missed.
   */
  catchUp(db: DbOrTrx): Promise<void> {
    if (this.catchUpRunning) {
      this.catchUpAgain = true;
      return this.catchUpRunning;
    }
    const run = async () => {
      do {
        this.catchUpAgain = false;
        const rows = await db.selectFrom('list_versions').select(['list', 'version']).execute();
        for (const row of rows) this.changed(row.list, row.version);
        this.baselined = true;
        // Set by calls made during the awaited read above, which TypeScript cannot see.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      } while (this.catchUpAgain);
    };
    this.catchUpRunning = run().finally(() => {
      this.catchUpRunning = null;
    });
    return this.catchUpRunning;
  }

  get ready(): boolean {
    return this.baselined;
  }

  /** Ends every stream (the server is closing: an open stream would keep it waiting). */
  endAll(): void {
    for (const subscriber of [...this.subscribers]) subscriber.end();
    this.subscribers.clear();
  }
}
