import http from 'node:http';

/**
 * A tiny HTTP proxy between the browser and the server: it counts POSTs per Idempotency-Key
 * and can lose an answer (forward the POST, let the server commit, then destroy the browser's
 * socket instead of answering), as a dropped mobile connection does.
 */
export interface LossyProxy {
  baseUrl: string;
  /** Idempotency keys of the POSTs that reached the server, in order, per path. */
  posts: { path: string; key: string }[];
  /** The next POST to this path is committed by the server and its answer lost. */
  loseNextAnswerTo: (path: string) => void;
  close: () => Promise<void>;
}

export async function startLossyProxy(target: string): Promise<LossyProxy> {
  const upstream = new URL(target);
  const posts: LossyProxy['posts'] = [];
  let loseFor: string | null = null;

  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const key = request.headers['idempotency-key'];
    if (request.method === 'POST' && typeof key === 'string') posts.push({ path, key });
    const lose = request.method === 'POST' && loseFor === path;
    if (lose) loseFor = null;
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        if (lose) {
          // Read the whole answer (the server has committed), start answering, then hang up
          // mid-body. (Hanging up before any byte makes Chromium resend the POST by itself.)
          answer.resume();
          answer.on('end', () => {
            response.writeHead(answer.statusCode ?? 502, {
              'content-type': 'application/json',
              'content-length': '1000',
            });
            response.write('{"', () => setTimeout(() => request.socket.destroy(), 20));
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
    posts,
    loseNextAnswerTo: (path) => {
      loseFor = path;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
