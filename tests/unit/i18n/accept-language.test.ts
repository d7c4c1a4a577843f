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

  // A refusal is kept on the entry and may be read after a language switch: it is asked for in
  // English and said in the language of the moment where it is shown (outbox-language.test.ts).
  it('an outbox entry sent from the page asks for English whatever the page speaks', async () => {
    await switchLanguage('ar', { save: false });
    const calls = stubFetch(() => jsonResponse({ ID: 1 }, 201));
    await sendOutboxEntry(entry);
    expect(calls[0]?.headers['Accept-Language']).toBe('en');
  });

  it("the worker's replay asks for English too, whatever the page spoke", async () => {
    await resetDatabaseForTests();
    const token = makeToken(3600, Date.now(), '3');
    await switchLanguage('de', { save: false });
    await saveReplaySession({ userName: 'clerk', token, apiRoot: '' });
    const session = await readReplaySession();
    expect(session).not.toBeNull();
    const calls = stubFetch(() => jsonResponse({ ID: 1 }, 201));
    await postOutboxEntry(entry, { apiRoot: '', token: session?.token ?? null });
    expect(calls[0]?.headers['Accept-Language']).toBe('en');
  });
});
