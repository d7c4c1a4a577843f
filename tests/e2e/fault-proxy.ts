import http from 'node:http';

/**
 * Where a proxy between the browser and the server cuts a submission (a POST with an
 * Idempotency-Key): `refuse` (503 before the server sees it), `portal` (a captive portal's
 * 200 page before the server sees it), `reset` (connection dropped before sending), `lose`
 * (the server commits, the answer is cut mid-body), or `pass`.
 */
export type Fault = 'pass' | 'refuse' | 'portal' | 'reset' | 'lose';

export interface FaultProxy {
  baseUrl: string;
  /** Decides each submission's fault; the default passes everything. */
  setPlan: (plan: (path: string) => Fault) => void;
  /** Faults injected so far, by kind. */
  faults: Record<Exclude<Fault, 'pass'>, number>;
  /** Submissions forwarded to the server (Idempotency-Key per path), repeats included. */
  forwarded: { path: string; key: string }[];
  /**
   * A dead Wi-Fi: the proxy stops listening and drops its open connections, so every request
   * (the page's, the service worker's, the event stream) is refused, while the browser's
   * `navigator.onLine` stays true. acceptConnections() listens again on the same port.
   */
  refuseConnections: () => Promise<void>;
  acceptConnections: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let plan: (path: string) => Fault = () => 'pass';
  const faults = { refuse: 0, portal: 0, reset: 0, lose: 0 };
  const forwarded: FaultProxy['forwarded'] = [];

  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const key = request.headers['idempotency-key'];
    const fault = request.method === 'POST' && typeof key === 'string' ? plan(path) : 'pass';
    if (fault !== 'pass') faults[fault] += 1;
    if (fault === 'refuse' || fault === 'portal' || fault === 'reset') {
      request.resume();
      request.on('end', () => {
        if (fault === 'reset') request.socket.destroy();
        else if (fault === 'refuse') {
          response.writeHead(503, { 'content-type': 'application/json' });
          response.end('{"error":{"message":"Service unavailable."}}');
        } else {
          response.writeHead(200, { 'content-type': 'text/html' });
          response.end('<html><body>Accept the terms to use this Wi-Fi</body></html>');
        }
      });
      return;
    }
    if (typeof key === 'string' && request.method === 'POST') forwarded.push({ path, key });
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        if (fault === 'lose') {
          // The whole answer is read (the server has committed), then cut mid-body.
          answer.resume();
          answer.on('end', () => {
            response.writeHead(answer.statusCode ?? 502, {
              'content-type': 'application/json',
              'content-length': '1000',
            });
            response.write('{"', () => setTimeout(() => request.socket.destroy(), 10));
          });
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => request.socket.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    setPlan: (next) => {
      plan = next;
    },
    faults,
    forwarded,
    refuseConnections: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    acceptConnections: () =>
      new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A small seeded generator (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
