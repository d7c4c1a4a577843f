import path from 'node:path';
import { ROOT } from '../../scripts/build-if-stale';
import type { ServerConfig } from '../../server/config';
import { createTestServer, type TestServer } from './test-server';

export interface LiveServer extends TestServer {
  baseUrl: string;
}

/** The real server on a fresh SQLite database, serving the built app, on a free port. */
export async function startLiveServer(overrides: Partial<ServerConfig> = {}): Promise<LiveServer> {
  const server = await createTestServer('sqlite', {
    webRoot: path.join(ROOT, 'dist'),
    ...overrides,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...server, baseUrl: `http://127.0.0.1:${port}` };
}
