/**
 * Live updates (issue 20), server side: event latency from a write on instance A to a stream on
 * instance B on PostgreSQL (LISTEN/NOTIFY), and 500 open streams on one instance: server RSS
 * and the time for one write to reach all of them. Prints figures; asserts nothing.
 * `npx tsx tests/bench/live-sync.ts` (BENCH_WRITES, default 30; BENCH_STREAMS, default 500).
 */
import type { FastifyInstance } from 'fastify';
import { testEngines } from '../support/engines';
import { openEventStream, type EventStreamReader } from '../support/event-stream';
import { secondInstance } from '../support/second-instance';
import { createTestServer, type TestServer } from '../support/test-server';

const WRITES = Number(process.env.BENCH_WRITES ?? 30);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('No port');
  return `http://127.0.0.1:${address.port}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

let written = 0;
/** One department created through the API; resolves once answered (committed). */
async function write(server: TestServer): Promise<void> {
  written += 1;
  const response = await server.api({
    method: 'POST',
    path: '/departments',
    role: 'Manager',
    payload: { name: `Bench ${written} ${Date.now()}` },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
}

async function nextDepartmentsEvent(reader: EventStreamReader, after: number) {
  return reader.waitFor((event) => event.list === 'departments' && event.version > after, 10_000);
}

async function acrossInstances(): Promise<void> {
  const first = await createTestServer('postgres');
  const second = await secondInstance(first);
  const origin = await listen(second.app);
  const reader = await openEventStream(origin, await first.tokenFor('Manager'));
  await reader.waitForComment('connected');
  const latencies: number[] = [];
  const answers: number[] = [];
  let version = 0;
  for (let i = 0; i < WRITES; i += 1) {
    // From the request's start: NOTIFY is delivered at the commit, often before the answer.
    const started = performance.now();
    const heard = nextDepartmentsEvent(reader, version);
    await write(first);
    answers.push(performance.now() - started);
    version = (await heard).version;
    latencies.push(performance.now() - started);
  }
  reader.close();
  console.log(
    `PostgreSQL, write sent to instance A → event on a stream of instance B: median ${median(latencies).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (the write's own answer: median ${median(answers).toFixed(1)} ms; ${WRITES} writes)`,
  );
  await second.app.close();
  await second.handle.close();
  await first.close();
}

async function manyStreams(engine: 'sqlite' | 'postgres'): Promise<void> {
  // What many streams cost, from one token: past the default limits (300 an instance, 4 a user),
  // which an operator raises the same way (EVENT_STREAMS_MAX, EVENT_STREAMS_PER_USER).
  const server = await createTestServer(engine, {
    eventStreamsMax: STREAMS,
    eventStreamsPerUser: STREAMS,
  });
  const origin = await listen(server.app);
  const token = await server.tokenFor('Viewer');
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const readers: EventStreamReader[] = [];
  for (let i = 0; i < STREAMS; i += 1) readers.push(await openEventStream(origin, token));
  await Promise.all(readers.map((reader) => reader.waitForComment('connected', 30_000)));
  const rssAfter = process.memoryUsage().rss;
  const started = performance.now();
  await write(server);
  await Promise.all(readers.map((reader) => nextDepartmentsEvent(reader, 0)));
  const fanOut = performance.now() - started;
  for (const reader of readers) reader.close();
  console.log(
    `${engine}: ${STREAMS} open streams on one instance: RSS ${(rssBefore / 2 ** 20).toFixed(0)} → ${(rssAfter / 2 ** 20).toFixed(0)} MiB (server and bench client in one process), one write → all ${STREAMS} streams ${fanOut.toFixed(0)} ms (write included)`,
  );
  await server.close();
}

const engines = await testEngines();
if (engines.includes('postgres')) await acrossInstances();
else console.log('PostgreSQL does not answer: the across-instances figure is skipped.');
for (const engine of engines) await manyStreams(engine);
process.exit(0);
