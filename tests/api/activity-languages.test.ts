import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityList, Item } from '../../contract/schemas';
import { testEngines } from '../support/engines';
import { createItemFixture, type ItemFixture } from '../support/items';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(await testEngines())('activity summaries in the request language on %s', (engine) => {
  let server: TestServer;
  let fixture: ItemFixture;
  let itemId = 0;

  beforeAll(async () => {
    server = await createTestServer(engine);
    fixture = await createItemFixture(server);
    const created = await fixture.send('POST', '/items', fixture.request({ name: 'Milk 1L' }));
    expect(created.statusCode).toBe(201);
    const item = created.json<Item>();
    itemId = item.itemId;
    const renamed = await fixture.send(
      'PUT',
      `/items/${itemId}`,
      fixture.request({ name: 'Whole Milk 1L', barcode: item.barcode, unit: 'ml' }),
    );
    expect(renamed.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  const renameIn = async (acceptLanguage: string | undefined, format = '') => {
    const answer = await server.api({
      method: 'GET',
      path: `/activity?entity=item&entityId=${itemId}${format}`,
      role: 'Manager',
      headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
    });
    expect(answer.statusCode).toBe(200);
    return answer;
  };
  const summaryIn = async (acceptLanguage: string | undefined) =>
    (await renameIn(acceptLanguage)).json<ActivityList>().activity[0]?.Summary;

  it.each([
    ['es', 'Cambió el nombre del artículo Milk 1L a Whole Milk 1L'],
    ['fr-FR,fr;q=0.9', 'Renommage de l’article Milk 1L en Whole Milk 1L'],
    ['de-AT;q=0.8, ja', 'Artikel Milk 1L in Whole Milk 1L umbenannt'],
    ['ar', 'إعادة تسمية الصنف Milk 1L إلى Whole Milk 1L'],
  ])("renders an item rename's entry for Accept-Language %s", async (language, summary) => {
    expect(await summaryIn(language)).toBe(summary);
  });

  it('keeps the stored English sentence for English, an unknown language or none', async () => {
    const english = 'Renamed item Milk 1L to Whole Milk 1L';
    expect(await summaryIn('en-GB')).toBe(english);
    expect(await summaryIn('ja, pt-BR;q=0.5')).toBe(english);
    expect(await summaryIn(undefined)).toBe(english);
  });

  it('answers Vary: Accept-Language, and the CSV keeps the English sentence as data', async () => {
    const json = await renameIn('de');
    expect(String(json.headers.vary)).toMatch(/accept-language/i);
    const csv = await renameIn('de', '&format=csv');
    expect(csv.body).toContain('Renamed item Milk 1L to Whole Milk 1L');
    expect(csv.body).not.toContain('umbenannt');
  });
});
