import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_HEADER } from '../../../contract/paths';
import { serverReachable } from '../../../src/api/connectivity';
import { chooseSite } from '../../../src/lib/site-choice';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { enqueue, listOutbox, replayOutbox } from '../../../src/offline/outbox/index';
import { outboxSubmission } from '../../../src/offline/outbox/kinds';
import { sendOutboxEntry } from '../../../src/offline/outbox/page-sender';
import { SessionProvider } from '../../../src/hooks/SessionContext';
import { useOutboxSubmit } from '../../../src/hooks/useOutboxSubmit';
import { stubFetch } from '../support/fake-api';
import { jsonResponse } from '../support/json';
import { makeToken, signIn, signOut } from '../support/session';

const CLERK = '7';
const MAIN = 1;
const BAR = 2;

function queueWaste(summary: string) {
  return enqueue({
    kind: 'waste',
    path: '/receive-items/waste',
    body: { itemId: 1, reason: 'Damaged', quantity: '1' },
    summary,
    userId: CLERK,
    userName: 'Clerk',
  });
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SessionProvider>
    <MemoryRouter>{children}</MemoryRouter>
  </SessionProvider>
);

/** A waste report submitted through a form's hook while the server is out of reach: queued. */
async function submitWasteOffline(summary: string) {
  const { result } = renderHook(() => useOutboxSubmit({ success: 'Sent', fallback: 'Failed' }), {
    wrapper,
  });
  const body = { itemId: 1, reason: 'Damaged', quantity: '1' } as const;
  await act(() => result.current.submit(outboxSubmission('waste', body, summary)));
}

beforeEach(async () => {
  await resetDatabaseForTests();
  signIn({ token: makeToken(3600, Date.now(), CLERK) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
  serverReachable.set(true);
});

describe('an outbox entry keeps the site it was made at (design: Sites and transfers)', () => {
  it('made at the Bar, replayed after the device switched to Main: the request carries the Bar', async () => {
    vi.stubGlobal('alert', vi.fn());
    serverReachable.set(false);
    chooseSite(BAR);
    await submitWasteOffline('Waste at the Bar');
    chooseSite(MAIN);
    await submitWasteOffline('Waste at Main');
    serverReachable.set(true);
    expect((await listOutbox(CLERK)).map((entry) => entry.siteId)).toEqual([BAR, MAIN]);
    const calls = stubFetch(() => jsonResponse({ ID: 1 }, 201));

    await replayOutbox(CLERK, sendOutboxEntry);

    expect(calls.map((call) => call.headers[SITE_HEADER])).toEqual([String(BAR), String(MAIN)]);
    expect(await listOutbox(CLERK)).toEqual([]);
  });

  it('an entry made before any site was chosen (before sites) goes without the header', async () => {
    const entry = await queueWaste('Waste before sites');
    expect(entry).not.toHaveProperty('siteId');
    chooseSite(BAR);
    const calls = stubFetch(() => jsonResponse({ ID: 1 }, 201));

    await replayOutbox(CLERK, sendOutboxEntry);

    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers).not.toHaveProperty(SITE_HEADER);
  });
});
