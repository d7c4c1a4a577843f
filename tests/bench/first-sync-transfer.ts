import http from 'node:http';

/** A device's first sync of the items as the bench measured it on one server. */
export interface FirstSyncFigures {
  coldMs: number;
  warmMs: number;
  /** Bytes on the wire, and their encoding. */
  bytes: number;
  encoding: string;
}

/** One GET as Chromium asks (it accepts brotli): ms to the last byte and the bytes on the wire. */
function timedGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ ms: number; bytes: number; encoding: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...headers } },
      (response) => {
        // A refused request (a lost sign-in) would time an error page, not the list.
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET ${url} answered ${response.statusCode}`));
          return;
        }
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            ms: performance.now() - started,
            bytes,
            encoding: response.headers['content-encoding'] ?? 'plain',
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * Issue 26: `GET /items` as a browser's first sync asks it, on a server that has not answered it
 * yet (cold: the list is read, serialised and compressed) and then again (warm: the compressed
 * answer is kept until the list changes). Call it before anything else asks for the items.
 */
export async function measureFirstSync(
  base: string,
  headers: Record<string, string>,
): Promise<FirstSyncFigures> {
  const cold = await timedGet(`${base}/items`, headers);
  const warm = await timedGet(`${base}/items`, headers);
  return { coldMs: cold.ms, warmMs: warm.ms, bytes: cold.bytes, encoding: cold.encoding };
}

export function firstSyncLine(figures: FirstSyncFigures, labelWidth: number): string {
  return [
    'first sync: GET /items as a browser asks'.padEnd(labelWidth),
    `cold ${figures.coldMs.toFixed(0)} ms`.padStart(12),
    `warm ${figures.warmMs.toFixed(0)} ms`.padStart(13),
    `${figures.encoding} ${(figures.bytes / 1024).toFixed(1)} KiB`.padStart(37),
  ].join('');
}
