import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE, VALIDATION } from '../../contract/messages';
import type { ImportResult } from '../../contract/schemas/imports';
import { ITEM_IMPORT_MESSAGE } from '../../server/import/import-items';
import { testEngines } from '../support/engines';
import { createTestServer, userNameFor, type TestServer } from '../support/test-server';

/** What each language answers for the same refusals (design: Languages; the glossary's words). */
const EXPECTED = {
  es: {
    waste: [
      'Selecciona un artículo.',
      'Selecciona un motivo.',
      'Introduce una cantidad válida mayor que 0.',
    ],
    nameTaken: 'Ya existe una categoría con este nombre.',
    tooManyAttempts: 'Demasiados intentos de inicio de sesión. Inténtalo de nuevo más tarde.',
    unknownCategory: 'La categoría «Nope» no corresponde a ninguna categoría.',
    notFound: 'No se encontró el artículo.',
  },
  fr: {
    waste: [
      'Sélectionnez un article.',
      'Sélectionnez un motif.',
      'Saisissez une quantité valide supérieure à 0.',
    ],
    nameTaken: 'Une catégorie porte déjà ce nom.',
    tooManyAttempts: 'Trop de tentatives de connexion. Réessayez plus tard.',
    unknownCategory: 'La catégorie «\u00a0Nope\u00a0» ne correspond à aucune catégorie.',
    notFound: 'Article introuvable.',
  },
  de: {
    waste: [
      'Bitte wählen Sie einen Artikel.',
      'Bitte wählen Sie einen Grund.',
      'Bitte geben Sie eine gültige Menge größer als 0 ein.',
    ],
    nameTaken: 'Eine Kategorie mit diesem Namen existiert bereits.',
    tooManyAttempts: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.',
    unknownCategory: 'Kategorie „Nope“ passt zu keiner Kategorie.',
    notFound: 'Artikel nicht gefunden.',
  },
  ar: {
    waste: ['يرجى اختيار صنف.', 'يرجى اختيار سبب.', 'يرجى إدخال كمية صحيحة أكبر من 0.'],
    nameTaken: 'توجد فئة بهذا الاسم بالفعل.',
    tooManyAttempts: 'محاولات تسجيل دخول كثيرة جدًا. يرجى المحاولة لاحقًا.',
    unknownCategory: 'الفئة «Nope» لا تطابق أي فئة.',
    notFound: 'الصنف غير موجود.',
  },
  en: {
    waste: [
      VALIDATION.wasteItemRequired,
      VALIDATION.wasteReasonRequired,
      VALIDATION.wasteQuantityInvalid,
    ],
    nameTaken: SERVER_MESSAGE.nameTaken('category'),
    tooManyAttempts: SERVER_MESSAGE.tooManyAttempts,
    unknownCategory: ITEM_IMPORT_MESSAGE.unknownCategory('Nope'),
    notFound: SERVER_MESSAGE.notFound('Item'),
  },
} as const;

/** Accept-Language headers and the language the answer must be in. */
const HEADERS: [string | undefined, keyof typeof EXPECTED][] = [
  ['es', 'es'],
  ['fr-FR', 'fr'],
  ['de-AT,de;q=0.9,en;q=0.8', 'de'],
  ['ar', 'ar'],
  // q-values decide, not the order; a language with q=0 is refused.
  ['en;q=0.4, fr;q=0.5, de;q=0.9', 'de'],
  ['es;q=0, ar', 'ar'],
  // A language the app does not speak, or no header at all: English.
  ['pt-BR, pt;q=0.9', 'en'],
  ['xx', 'en'],
  [undefined, 'en'],
];

describe.each(await testEngines())('messages in the request language on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(engine);
    const created = await server.api({
      method: 'POST',
      path: '/categories',
      role: 'Manager',
      payload: { name: 'Dry goods', description: '' },
    });
    expect(created.statusCode).toBe(201);
  });
  afterAll(() => server.close());

  const asked = (header: string | undefined) =>
    header === undefined ? {} : { 'accept-language': header };

  it.each(HEADERS)('answers a 400 with field errors for %s in %s', async (header, language) => {
    const response = await server.api({
      method: 'POST',
      path: '/receive-items/waste',
      role: 'Warehouse Staff',
      headers: asked(header),
      payload: { itemId: null, reason: 'nothing', quantity: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { message: EXPECTED[language].waste } });
    expect(response.headers.vary).toMatch(/(^|, )Accept-Language(,|$)/);
  });

  it.each(HEADERS)('answers a 409 for %s in %s', async (header, language) => {
    const response = await server.api({
      method: 'POST',
      path: '/categories',
      role: 'Manager',
      headers: asked(header),
      payload: { name: 'dry GOODS', description: '' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { message: EXPECTED[language].nameTaken } });
  });

  it.each(HEADERS)('answers a 404 for %s in %s', async (header, language) => {
    const response = await server.api({
      method: 'GET',
      path: '/items/999999',
      role: 'Viewer',
      headers: asked(header),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { message: EXPECTED[language].notFound } });
  });

  it.each(HEADERS)("lists an import's row errors for %s in %s", async (header, language) => {
    const response = await server.api({
      method: 'POST',
      path: '/items/import',
      role: 'Manager',
      headers: { ...asked(header), 'content-type': 'text/csv' },
      payload:
        'name,barcode,category,itemArea,unit,alertDaysBeforeExpiry\nFlour,LANG-1,Nope,Dry store,kg,\n',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<ImportResult>();
    expect(result.created).toBe(0);
    expect(result.errors).toContainEqual({ row: 2, message: EXPECTED[language].unknownCategory });
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('answers a 429 in each language once sign-ins are locked', async () => {
    const name = userNameFor('Viewer');
    const login = (header: string | undefined) =>
      server.api({
        method: 'POST',
        path: '/login',
        headers: asked(header),
        payload: { name, password: 'wrong password' },
      });
    let locked = await login(undefined);
    for (let n = 0; n < 20 && locked.statusCode !== 429; n += 1) locked = await login(undefined);
    expect(locked.statusCode).toBe(429);
    for (const [header, language] of HEADERS) {
      const response = await login(header);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ error: { message: EXPECTED[language].tooManyAttempts } });
    }
  });

  it('leaves an answer without messages alone: no Vary on Accept-Language', async () => {
    const response = await server.api({
      method: 'GET',
      path: '/categories',
      role: 'Viewer',
      headers: asked('de'),
    });
    expect(response.statusCode).toBe(200);
    expect([response.headers.vary ?? ''].flat().join(', ')).not.toMatch(/Accept-Language/i);
    expect(response.json<{ categories: { name: string }[] }>().categories[0]?.name).toBe(
      'Dry goods',
    );
  });
});
