import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../contract/constants';
import { SERVER_MESSAGE } from '../../contract/messages';
import { API_BASE_PATH } from '../../contract/paths';
import type { Item } from '../../contract/schemas/reference';
import { looksLikeSvg, sniffImageType, SVG_REFUSED_MESSAGE } from '../../server/images';
import { testEngines } from '../support/engines';
import {
  GIF_BYTES,
  itemMultipart,
  JPEG_BYTES,
  makeBmp,
  makeFtyp,
  PNG_BYTES,
  SVG_BYTES,
  uniquePng,
  WEBP_BYTES,
} from '../support/images';
import { sha256 } from '../support/items';
import { createTestServer, type TestServer } from '../support/test-server';

/** Every accepted kind of image, as bytes, with the type the server must recognise. */
const FORMATS: [string, Buffer][] = [
  ['image/png', PNG_BYTES],
  ['image/jpeg', JPEG_BYTES],
  ['image/gif', GIF_BYTES],
  ['image/webp', WEBP_BYTES],
  ['image/bmp', makeBmp()],
  ['image/avif', makeFtyp('avif', ['mif1', 'miaf'])],
  ['image/avif', makeFtyp('mif1', ['avif'])],
  ['image/heic', makeFtyp('heic', ['mif1'])],
  ['image/heif', makeFtyp('mif1', ['miaf'])],
];

describe('image sniffing', () => {
  it.each(FORMATS)('recognises %s by its bytes', (type, bytes) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it.each([
    ['plain text that starts like a bitmap', Buffer.from('BMW 320d service record, 2019 to 2024')],
    ['a GIF signature cut short', Buffer.from('GIF8')],
    ['an MP4 video', makeFtyp('isom', ['iso2', 'mp41'])],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['an SVG', SVG_BYTES],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_what, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });

  it('tells an SVG from other text', () => {
    expect(looksLikeSvg(SVG_BYTES)).toBe(true);
    expect(looksLikeSvg(Buffer.from('<svg width="1"></svg>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('<html><body>svg</body></html>'))).toBe(false);
  });
});

describe.each(await testEngines())('item images on %s', (engine) => {
  let server: TestServer;
  let refs: { categoryId: number; itemAreaId: number };
  let serial = 0;

  beforeAll(async () => {
    server = await createTestServer(engine);
    const now = new Date().toISOString();
    const stamps = { created_at: now, updated_at: now };
    const category = await server.handle.db
      .insertInto('categories')
      .values({ name: 'Bakery', description: '', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    const area = await server.handle.db
      .insertInto('item_areas')
      .values({ name: 'Dry Store', speed_class: 'Slow', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    refs = { categoryId: category.id, itemAreaId: area.id };
  });
  afterAll(() => server.close());

  function upload(bytes: Buffer, contentType = 'image/png') {
    serial += 1;
    const itemRequest = { name: `Bread ${serial}`, barcode: `IMG-${serial}`, unit: 'pc', ...refs };
    return server.api({
      method: 'POST',
      path: '/items',
      role: 'Administrator',
      ...itemMultipart(itemRequest, { bytes, contentType }),
    });
  }

  const count = async (table: 'items' | 'images') =>
    Number(
      (
        await server.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('serves a stored image without a token, with its type, cache headers and bytes', async () => {
    const bytes = uniquePng();
    const item = (await upload(bytes)).json<Item>();
    expect(item.url).toBe(`${API_BASE_PATH}/images/${sha256(bytes)}`);

    const image = await server.app.inject({ method: 'GET', url: item.url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(bytes)).toBe(true);

    const again = await server.app.inject({
      method: 'GET',
      url: item.url ?? '',
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(FORMATS)(
    'stores %s under the type its bytes show, not the declared one',
    async (type, bytes) => {
      const created = await upload(bytes, 'application/octet-stream');
      expect(created.statusCode).toBe(201);
      const image = await server.app.inject({ method: 'GET', url: created.json<Item>().url ?? '' });
      expect(image.headers['content-type']).toBe(type);
      expect(image.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('stores the same bytes once however many items use them', async () => {
    const bytes = uniquePng();
    const before = await count('images');
    const first = (await upload(bytes)).json<Item>();
    const second = (await upload(bytes)).json<Item>();
    expect(second.url).toBe(first.url);
    expect(await count('images')).toBe(before + 1);
  });

  it('answers 404 for an unknown or malformed hash', async () => {
    for (const hash of ['0'.repeat(64), 'not-a-hash', sha256(Buffer.from('never stored'))]) {
      const response = await server.app.inject({
        method: 'GET',
        url: `${API_BASE_PATH}/images/${hash}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { message: 'Image not found.' } });
    }
  });

  it('refuses bytes that are not an image, whatever their declared type', async () => {
    const before = { items: await count('items'), images: await count('images') };
    const text = await upload(Buffer.from('just some text, honestly'), 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: { message: SERVER_MESSAGE.notAnImage } });

    const svg = await upload(SVG_BYTES, 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toEqual({ error: { message: SVG_REFUSED_MESSAGE } });
    expect({ items: await count('items'), images: await count('images') }).toEqual(before);
  });

  it('accepts exactly 5 MB and refuses one byte more without writing anything', async () => {
    const atLimit = Buffer.alloc(IMAGE_MAX_BYTES, 7);
    PNG_BYTES.copy(atLimit);
    expect((await upload(atLimit)).statusCode).toBe(201);

    const before = { items: await count('items'), images: await count('images') };
    const tooLarge = Buffer.alloc(IMAGE_MAX_BYTES + 1, 9);
    PNG_BYTES.copy(tooLarge);
    const response = await upload(tooLarge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { message: SERVER_MESSAGE.imageTooLarge } });
    expect({ items: await count('items'), images: await count('images') }).toEqual(before);
  });
});
