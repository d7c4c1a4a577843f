import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverReachable } from '../../../src/api/connectivity';
import { fetchListCsv } from '../../../src/api/csv-export';
import { ApiError } from '../../../src/api/http';
import { importCsv } from '../../../src/api/imports';
import { stubFetch } from '../support/fake-api';
import { errorResponse } from '../support/json';

afterEach(() => {
  vi.unstubAllGlobals();
  serverReachable.set(true);
});

function failWith(status: number, message: string | string[]) {
  stubFetch(() => errorResponse(status, message));
}

describe('the one HTTP client, for CSV downloads and uploads too', () => {
  it('a CSV download that reaches no server reports the server unreachable', async () => {
    stubFetch(() => undefined);
    const error = await fetchListCsv('/items').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(serverReachable.get()).toBe(false);
  });

  it("a captive portal's page is no CSV: unreachable", async () => {
    stubFetch(() => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }));
    const error = await fetchListCsv('/items').catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(0);
    expect(serverReachable.get()).toBe(false);
  });

  it('a CSV download keeps every line of an array message', async () => {
    failWith(400, ['Bad status.', 'Bad date.']);
    const error = await fetchListCsv('/items').catch((caught: unknown) => caught);
    expect((error as ApiError).serverMessage).toBe('Bad status.\nBad date.');
  });

  it('a CSV upload reads the same message', async () => {
    failWith(413, 'The file is too large.');
    const error = await importCsv('items', 'name\n', true).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).serverMessage).toBe('The file is too large.');
  });
});
