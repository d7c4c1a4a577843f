import pg from 'pg';
import { LIST_VERSIONS_CHANNEL } from '../db/migrations/009-live-events';
import { TOKEN_REVOKED_CHANNEL, parseRevokedNotice } from './token-revocations';

interface Notice {
  schema: string;
  list: string;
  version: number;
}

function parseNotice(payload: string | undefined): Notice | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<Notice>;
    if (typeof value.schema !== 'string' || typeof value.list !== 'string') return null;
    const version = Number(value.version);
    return Number.isFinite(version) ? { schema: value.schema, list: value.list, version } : null;
  } catch {
    return null;
  }
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

export interface PgListenerHandlers {
  /** A committed write raised this list's version (in this instance's schema). */
  onNotice(list: string, version: number): void;
  /** POST /logout ended this token (its sha256) on some instance of this schema. */
  onTokenRevoked(tokenHash: string): void;
  /** LISTEN is in place (first time or after a drop): what happened meanwhile is to be read. */
  onListening(): Promise<void>;
  onError(error: unknown): void;
}

/**
 * One dedicated connection per instance that LISTENs for list version changes (migration 009),
 * outside the pool: a pooled connection is handed to others and would miss notices. If the
 * connection drops it comes back with backoff, and onListening lets the caller catch up on what
 * it missed. The channel is shared by every schema in the database (the tests run many), so a
 * notice names its schema and others are ignored.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private firstListen: Promise<void> | null = null;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly handlers: PgListenerHandlers,
  ) {}

  /**
   * Resolves once LISTEN is first in place. If the first connection fails it rejects and the
   * listener is closed: the caller starts another when asked again, and this one must not go
   * on reconnecting behind it (its client's 'end' would schedule that).
   */
  start(): Promise<void> {
    this.firstListen ??= this.connect().catch(async (error: unknown) => {
      await this.close();
      throw error;
    });
    return this.firstListen;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.config);
    this.client = client;
    let schema = '';
    client.on('notification', (message) => {
      if (message.channel === TOKEN_REVOKED_CHANNEL) {
        const revoked = parseRevokedNotice(message.payload);
        if (revoked && revoked.schema === schema) this.handlers.onTokenRevoked(revoked.tokenHash);
        return;
      }
      const notice = parseNotice(message.payload);
      if (notice && notice.schema === schema) this.handlers.onNotice(notice.list, notice.version);
    });
    client.on('error', (error) => {
      this.handlers.onError(error);
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    await client.connect();
    const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
    schema = rows[0]?.schema ?? '';
    await client.query(`LISTEN ${LIST_VERSIONS_CHANNEL}`);
    await client.query(`LISTEN ${TOKEN_REVOKED_CHANNEL}`);
    this.retryMs = FIRST_RETRY_MS;
    await this.handlers.onListening();
  }

  private dropped(client: pg.Client): void {
    if (this.closed || this.client !== client || this.retryTimer) return;
    this.client = null;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch((error: unknown) => {
        this.handlers.onError(error);
        this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
        if (this.client) this.dropped(this.client);
      });
    }, this.retryMs);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
