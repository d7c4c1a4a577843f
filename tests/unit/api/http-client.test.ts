import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverReachable } from '../../../src/api/connectivity';
import { fetchListCsv } from '../../../src/api/csv-export';
import { ApiError } from '../../../src/api/http';
import { importCsv } from '../../../src/api/imports';

afterEach(() => {
  vi.unstubAllGlobals();
  serverReachable.set(true);
});

function failWith(status: number, body: unknown) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
}

describe('the one HTTP client, for CSV downloads and uploads too', () => {
  it('a CSV download that reaches no server reports the server unreachable', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await fetchListCsv('/items').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(serverReachable.get()).toBe(false);
  });

  it("a captive portal's page is no CSV: unreachable", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    const error = await fetchListCsv('/items').catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(0);
    expect(serverReachable.get()).toBe(false);
  });

  it('a CSV download keeps every line of an array message', async () => {
    failWith(400, { error: { message: ['Bad status.', 'Bad date.'] } });
    const error = await fetchListCsv('/items').catch((caught: unknown) => caught);
    expect((error as ApiError).serverMessage).toBe('Bad status.\nBad date.');
  });

  it('a CSV upload reads the same message', async () => {
    failWith(413, { error: { message: 'The file is too large.' } });
    const error = await importCsv('items', 'name\n', true).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).serverMessage).toBe('The file is too large.');
  });
});
