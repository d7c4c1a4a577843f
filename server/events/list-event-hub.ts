import { eventsOf, siteRowOf, type ListEvent } from '../../contract/events';
import type { DbOrTrx } from '../db/schema';

/** Who a stream is for, read again whenever users change (a role change applies mid-stream). */
export interface StreamActor {
  userId: number;
  /** password_changed_at of the stream's token: a password change ends the stream. */
  passwordVersion: string;
  roleName: string;
  /** sha256 of the stream's token (auth/actor.ts tokenHash): POST /logout of it ends the stream. */
  tokenHash: string;
}

/** One open stream: what it is sent, and how the server ends it when closing. */
export interface EventSubscriber {
  /** Absent for a stream whose reader needs no role (tests, the bench's fan-out). */
  actor?: StreamActor;
  /** The event and its SSE frame, serialized once for every stream. */
  send(event: ListEvent, frame: string): void;
  end(): void;
}

/**
 * The current role and password version of each user id asked (a deleted user is left out), and
 * which of the token hashes asked were revoked by POST /logout.
 */
export type ActorReader = (
  userIds: readonly number[],
  tokenHashes: readonly string[],
) => Promise<{
  users: Map<number, { roleName: string; passwordChangedAt: string }>;
  revoked: Set<string>;
}>;

/** The database list whose version rises with every write to users (migration 003). */
const USERS_LIST = 'users';

function readOrder(databaseList: string): number {
  if (databaseList === USERS_LIST) return 0;
  return siteRowOf(databaseList) ? 2 : 1;
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
  /** Events held while the streams' roles are read again, so none goes out under an old role. */
  private held: ListEvent[] | null = null;
  private rereadRunning: Promise<void> | null = null;
  private rereadAgain = false;

  /** `readActors`: how the streams' users are read again when users change. */
  constructor(private readonly readActors: ActorReader | null = null) {}

  get streams(): number {
    return this.subscribers.size;
  }

  /** Streams open on this instance for one user (design: Live updates, limits). */
  streamsOf(userId: number): number {
    let count = 0;
    for (const subscriber of this.subscribers) if (subscriber.actor?.userId === userId) count += 1;
    return count;
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
    if (databaseList === USERS_LIST) this.rereadActors();
    // A site's row (`lots@2`) says where; the event carries the list's own version (its ETag's),
    // known already: the list's row is read or notified before its sites' rows.
    const site = siteRowOf(databaseList);
    const listVersion = site ? (this.known.get(site.list) ?? version) : version;
    for (const event of eventsOf(databaseList, listVersion)) this.publish(event);
  }

  /** A token was revoked (POST /logout, here or on another instance): its streams end now. */
  endToken(tokenHash: string): void {
    for (const subscriber of [...this.subscribers]) {
      if (subscriber.actor?.tokenHash !== tokenHash) continue;
      this.subscribers.delete(subscriber);
      subscriber.end();
    }
  }

  /**
   * Reads every stream's user and token again, as after a users change: used when the instance
   * may have missed a revocation's notice (its LISTEN connection was down).
   */
  recheckStreams(): void {
    this.rereadActors();
  }

  private publish(event: ListEvent): void {
    if (this.held) {
      this.held.push(event);
      return;
    }
    const frame = eventFrame(event);
    for (const subscriber of this.subscribers) subscriber.send(event, frame);
  }

  /**
   * A user changed (a role, a password, a deletion, a sign-in): each stream's user is read again
   * before any later event goes out, so a stream stops at once hearing what its user's new role
   * may not read; a deleted user's or a changed password's stream ends. One query for all
   * streams; changes during the read share one more read.
   */
  private rereadActors(): void {
    if (!this.readActors) return;
    if (this.rereadRunning) {
      this.rereadAgain = true;
      return;
    }
    const readActors = this.readActors;
    this.held ??= [];
    const run = async () => {
      do {
        this.rereadAgain = false;
        const streams = [...this.subscribers].filter((s) => s.actor);
        const actors = streams.map((s) => s.actor as StreamActor);
        const ids = [...new Set(actors.map((actor) => actor.userId))];
        const hashes = [...new Set(actors.map((actor) => actor.tokenHash))];
        const current = ids.length > 0 ? await readActors(ids, hashes) : null;
        for (const subscriber of streams) {
          const actor = subscriber.actor as StreamActor;
          const now = current?.users.get(actor.userId);
          if (
            !now ||
            now.passwordChangedAt !== actor.passwordVersion ||
            current?.revoked.has(actor.tokenHash)
          ) {
            this.subscribers.delete(subscriber);
            subscriber.end();
          } else actor.roleName = now.roleName;
        }
        // Set by changes heard during the awaited read above, which TypeScript cannot see.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      } while (this.rereadAgain);
    };
    this.rereadRunning = run()
      // The read failed (the database away): better a stream ended than one under an old role.
      .catch(() => {
        for (const subscriber of [...this.subscribers]) {
          if (!subscriber.actor) continue;
          this.subscribers.delete(subscriber);
          subscriber.end();
        }
      })
      .finally(() => {
        this.rereadRunning = null;
        const held = this.held ?? [];
        this.held = null;
        for (const event of held) this.publish(event);
      });
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
        // Users first: a role changed with another write is applied before that write's event.
        // Sites' rows last: their events carry their list's version, read just before.
        rows.sort((a, b) => readOrder(a.list) - readOrder(b.list));
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
