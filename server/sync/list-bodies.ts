import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** Bodies at most this big go uncompressed (design: JSON over 1,024 bytes is compressed). */
const COMPRESS_FROM = 1024;
const MAX_BYTES = 128 * 1024 * 1024;

interface Entry {
  etag: string;
  json: Buffer;
  encoded: Map<BodyEncoding, Promise<Buffer>>;
  bytes: number;
}

/**
 * The serialized and compressed bodies of the lists' current versions, per instance. Only a
 * cache: an entry is used while its ETag (from the version in the database) is the current
 * one, so instances need not agree on it. Least recently used entries go past MAX_BYTES.
 */
export class ListBodies {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Entry>>();
  private total = 0;
  /** How many bodies were built (read from the database and serialized): tests watch it. */
  builds = 0;

  /** The body for `key` at `etag`, built once however many requests ask at the same time. */
  async body(
    key: string,
    etag: string,
    encoding: BodyEncoding,
    build: () => Promise<unknown>,
  ): Promise<{ body: Buffer; encoding: BodyEncoding }> {
    const entry = await this.entry(key, etag, build);
    if (encoding === 'identity' || entry.json.byteLength <= COMPRESS_FROM) {
      return { body: entry.json, encoding: 'identity' };
    }
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      encoded = encoding === 'br' ? brotliBody(entry.json) : gzip(entry.json);
      entry.encoded.set(encoding, encoded);
      void encoded.then((bytes) => this.grow(entry, bytes.byteLength));
    }
    return { body: await encoded, encoding };
  }

  private async entry(key: string, etag: string, build: () => Promise<unknown>): Promise<Entry> {
    const found = this.entries.get(key);
    if (found?.etag === etag) {
      // Re-inserted: the Map's order is the recency order.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    const flight = `${key}\n${etag}`;
    let pending = this.building.get(flight);
    if (!pending) {
      this.builds += 1;
      pending = build().then((value) => this.store(key, etag, value));
      this.building.set(flight, pending);
      void pending.finally(() => this.building.delete(flight)).catch(() => undefined);
    }
    return pending;
  }

  private store(key: string, etag: string, value: unknown): Entry {
    const json = Buffer.from(JSON.stringify(value));
    const entry: Entry = { etag, json, encoded: new Map(), bytes: 0 };
    this.forget(key);
    this.entries.set(key, entry);
    this.grow(entry, json.byteLength);
    return entry;
  }

  private grow(entry: Entry, bytes: number): void {
    entry.bytes += bytes;
    this.total += bytes;
    for (const [key, oldest] of this.entries) {
      if (this.total <= MAX_BYTES || oldest === entry) break;
      this.forget(key);
    }
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.total -= entry.bytes;
    this.entries.delete(key);
  }
}

/** Quality 4 as @fastify/compress uses: 11 would take seconds on a 100,000-item list. */
function brotliBody(json: Buffer): Promise<Buffer> {
  return brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
}

/** br, then gzip, when the client accepts it (q=0 refuses). */
export function pickEncoding(header: string | undefined): BodyEncoding {
  if (!header) return 'identity';
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
