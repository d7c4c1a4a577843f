import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../../src/api/http';
import { switchLanguage } from '../../../src/i18n';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { sendOutboxEntry } from '../../../src/offline/outbox/page-sender';
import { readReplaySession, saveReplaySession } from '../../../src/offline/outbox/replay-session';
import { postOutboxEntry } from '../../../src/offline/outbox/transport';
import { stubFetch } from '../support/fake-api';
import { jsonResponse } from '../support/json';
import { outboxEntry } from '../support/outbox-entry';
import { makeToken, signIn, signOut } from '../support/session';

/** Design: Languages: the server answers its messages in the language the request names. */
const entry = outboxEntry({ id: '3f1c2a9e-0000-4000-8000-0000000036f1', userId: '3' });

beforeEach(() => signIn({ token: makeToken(3600, Date.now(), '3') }));

afterEach(async () => {
  vi.unstubAllGlobals();
  signOut();
  await switchLanguage('en', { save: false });
});

describe('Accept-Language', () => {
  it('every page request names the language the app speaks now', async () => {
    const calls = stubFetch(() => jsonResponse({}));
    await apiFetch('/items');
    await switchLanguage('fr', { save: false });
    await apiFetch('/items');
    expect(calls.map((call) => call.headers['Accept-Language'])).toEqual(['en', 'fr']);
  });

  it("an outbox entry sent from the page names the page's language", async () => {
    await switchLanguage('ar', { save: false });
    const calls = stubFetch(() => jsonResponse({ ID: 1 }, 201));
    await sendOutboxEntry(entry);
    expect(calls[0]?.headers['Accept-Language']).toBe('ar');
  });

  it("the worker's replay names the language saved with its session", async () => {
    await resetDatabaseForTests();
    const token = makeToken(3600, Date.now(), '3');
    await saveReplaySession({ userName: 'clerk', token, apiRoot: '', language: 'de' });
    const session = await readReplaySession();
    expect(session?.language).toBe('de');
    const calls = stubFetch(() => jsonResponse({ ID: 1 }, 201));
    await postOutboxEntry(entry, { apiRoot: '', token, language: session?.language });
    expect(calls[0]?.headers['Accept-Language']).toBe('de');
  });
});
