import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvTemplate, ITEM_CSV, SUPPLIER_CSV, type CsvColumn } from '../../contract/csv-columns';
import { MESSAGE_LANGUAGES } from '../../contract/i18n/languages';
import { ar } from '../../contract/i18n/csv/ar';
import { de } from '../../contract/i18n/csv/de';
import type { CsvHeaderCatalogue } from '../../contract/i18n/csv/en';
import { es } from '../../contract/i18n/csv/es';
import { fr } from '../../contract/i18n/csv/fr';
import type { ImportResult } from '../../contract/schemas/imports';
import { columnKey } from '../../server/import/csv-rows';
import { importHeaderNames } from '../../server/import/header-names';
import { testEngines } from '../support/engines';
import { createItemFixture } from '../support/items';
import { createTestServer, type TestServer } from '../support/test-server';

const ENGLISH_ITEM_HEADER =
  'Name,Category,Location,Unit,Alert Days,Barcode,Par Level,Reorder Point,Pack Size,Pack Name,Preferred Supplier';

/** The header row each language's items export writes, spelt out (not built from the code). */
const ITEM_HEADER_ROWS = {
  es: 'Nombre,Categoría,Zona,Unidad,Días de aviso,Código de barras,Stock ideal,Punto de pedido,Unidades por paquete,Nombre del paquete,Proveedor preferido',
  fr: 'Nom,Catégorie,Zone de stockage,Unité,Jours d’alerte,Code-barres,Niveau par,Seuil de réapprovisionnement,Taille du paquet,Nom du paquet,Fournisseur préféré',
  de: 'Name,Kategorie,Lagerbereich,Einheit,Warntage,Barcode,Sollbestand,Meldebestand,Packungsgröße,Packungsname,Bevorzugter Lieferant',
  ar: 'الاسم,الفئة,منطقة التخزين,الوحدة,أيام التنبيه,الباركود,مستوى الحد الأمثل,نقطة إعادة الطلب,حجم العبوة,اسم العبوة,المورد المفضل',
} as const;

const CATALOGUES: Record<keyof typeof ITEM_HEADER_ROWS, CsvHeaderCatalogue> = { es, fr, de, ar };

function lines(body: string): string[] {
  return body.replace(/^\uFEFF/, '').split('\r\n');
}

describe('CSV headers in every language (catalogues)', () => {
  it('the items header rows above are the catalogues’ words', () => {
    for (const [language, row] of Object.entries(ITEM_HEADER_ROWS)) {
      const catalogue = CATALOGUES[language as keyof typeof CATALOGUES];
      expect(row).toBe(ITEM_CSV.map((column) => catalogue[column.header]).join(','));
    }
  });

  // Two columns of one import answering to the same name would read one column twice.
  it.each([
    ['items', ITEM_CSV],
    ['suppliers', SUPPLIER_CSV],
  ] as const)('no two %s import columns share a name in any language', (_, columns) => {
    const names = importHeaderNames(columns as readonly CsvColumn<never>[]);
    const owner = new Map<string, string>();
    for (const [column, aliases] of Object.entries(names)) {
      for (const name of [column, ...(aliases as readonly string[])]) {
        const key = columnKey(name);
        expect(owner.get(key) ?? column, `${name} (${column})`).toBe(column);
        owner.set(key, column);
      }
    }
  });
});

describe.each(await testEngines())('CSV headers in the reader’s language on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(engine);
    const fixture = await createItemFixture(server);
    for (const [name, alertDays] of [
      ['Whole Milk', 3],
      ['Butter, salted "farm"', null],
      ['Crème fraîche; 30%', 7],
    ] as const) {
      const created = await fixture.send(
        'POST',
        '/items',
        fixture.request({ name, alertDaysBeforeExpiry: alertDays }),
      );
      expect(created.statusCode).toBe(201);
    }
    const supplier = await server.api({
      method: 'POST',
      path: '/suppliers',
      role: 'Manager',
      payload: {
        name: 'Dock Foods',
        email: 'orders@dock.example',
        phoneNumber: '020 7946 0001',
        address: 'Quay 1, Berth 2',
      },
    });
    expect(supplier.statusCode).toBe(201);
  });
  afterAll(() => server.close());

  async function exportCsv(path: string, language?: string) {
    const answer = await server.api({
      method: 'GET',
      path,
      role: 'Manager',
      headers: language === undefined ? {} : { 'accept-language': language },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    return answer;
  }

  async function importCsv(list: 'items' | 'suppliers', body: string, dryRun: boolean) {
    const answer = await server.api({
      method: 'POST',
      path: `/${list}/import?dryRun=${String(dryRun)}`,
      role: 'Manager',
      headers: { 'content-type': 'text/csv' },
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<ImportResult>();
  }

  it.each(Object.entries(ITEM_HEADER_ROWS))(
    'writes the items export’s header in %s, the cells unchanged',
    async (language, row) => {
      const english = await exportCsv('/items?format=csv');
      const translated = await exportCsv('/items?format=csv', `${language};q=0.9, en;q=0.5`);
      expect(translated.headers.vary).toContain('Accept-Language');
      const [header, ...cells] = lines(translated.body);
      expect(header).toBe(row);
      // Cells are data: the same numbers, names and dates as the English file.
      expect(cells).toEqual(lines(english.body).slice(1));
      expect(cells.filter((line) => line !== '')).toHaveLength(3);
    },
  );

  it('writes English for an unknown language, none, or English itself', async () => {
    for (const language of ['pt-BR', 'xx', undefined, 'en-US']) {
      const [header] = lines((await exportCsv('/items?format=csv', language)).body);
      expect(header).toBe(ENGLISH_ITEM_HEADER);
    }
  });

  it('writes the activity log’s and the suppliers’ headers in the language too', async () => {
    const [activity] = lines((await exportCsv('/activity?format=csv', 'fr')).body);
    expect(activity).toBe(
      'ID de l’activité,Date et heure,Utilisateur,ID de l’utilisateur,ID du site,Action,Enregistrement,ID de l’enregistrement,Résumé,Modifications',
    );
    const [suppliers] = lines((await exportCsv('/suppliers?format=csv', 'de')).body);
    expect(suppliers).toBe('Lieferantenname,E-Mail,Telefonnummer,Adresse');
  });

  it.each(['de', 'ar'])(
    'imports a %s items export back as is, and the items stay as they were',
    async (language) => {
      const before = (await exportCsv('/items?format=csv')).body;
      const translated = (await exportCsv('/items?format=csv', language)).body;
      expect(lines(translated)[0]).toBe(ITEM_HEADER_ROWS[language as 'de' | 'ar']);
      expect(await importCsv('items', translated, false)).toEqual({
        created: 0,
        updated: 3,
        errors: [],
      });
      expect((await exportCsv('/items?format=csv')).body).toBe(before);
    },
  );

  it('imports a German suppliers export back as is', async () => {
    const translated = (await exportCsv('/suppliers?format=csv', 'de')).body;
    expect(await importCsv('suppliers', translated, true)).toEqual({
      created: 0,
      updated: 1,
      errors: [],
    });
  });

  it('matches a header row retyped without accents, in other case and spacing', async () => {
    const [, ...rest] = lines((await exportCsv('/items?format=csv', 'fr')).body);
    const retyped =
      "NOM,categorie,zone_de_stockage,UNITE,jours d'alerte,code barres,niveau par,seuil de reapprovisionnement,taille du paquet,nom du paquet,fournisseur prefere";
    expect(await importCsv('items', [retyped, ...rest].join('\r\n'), true)).toEqual({
      created: 0,
      updated: 3,
      errors: [],
    });
    const arabic = lines((await exportCsv('/items?format=csv', 'ar')).body);
    // Vowel marks and tatweel a person may add or leave out.
    const marked = (arabic[0] ?? '').replace('الاسم', 'الاِسْم').replace('الفئة', 'الفـئة');
    expect(await importCsv('items', [marked, ...arabic.slice(1)].join('\r\n'), true)).toEqual({
      created: 0,
      updated: 3,
      errors: [],
    });
  });

  // The import page's "Download template" (issue 36): the export's header row in each language,
  // which a person fills in and imports back.
  it.each(MESSAGE_LANGUAGES)(
    'offers a %s template that is the export’s header row and imports once filled in',
    async (language) => {
      const items = csvTemplate(ITEM_CSV, language);
      const [header] = lines((await exportCsv('/items?format=csv', language)).body);
      expect(items).toBe(`${header ?? ''}\r\n`);
      // Filled in with a new item like Whole Milk (its category and area), under another name
      // and barcode; with the byte order mark the page adds, as a spreadsheet saves it back.
      const milk = lines((await exportCsv('/items?format=csv')).body).find((line) =>
        line.startsWith('Whole Milk,'),
      );
      const cells = (milk ?? '').split(',');
      cells[0] = `Template Rice ${language}`;
      cells[5] = `99000${MESSAGE_LANGUAGES.indexOf(language)}`;
      const filled = `\uFEFF${items}${cells.join(',')}\r\n`;
      expect(await importCsv('items', filled, true)).toEqual({
        created: 1,
        updated: 0,
        errors: [],
      });
      const suppliers = csvTemplate(SUPPLIER_CSV, language);
      const [supplierHeader] = lines((await exportCsv('/suppliers?format=csv', language)).body);
      expect(suppliers).toBe(`${supplierHeader ?? ''}\r\n`);
      const supplierRow = `\uFEFF${suppliers}Template Foods ${language},t@foods.example,020 7946 0002,Dock 3\r\n`;
      expect(await importCsv('suppliers', supplierRow, true)).toEqual({
        created: 1,
        updated: 0,
        errors: [],
      });
    },
  );

  it('names the missing columns as the reader’s template names them', async () => {
    const missing = async (language: string) =>
      (
        await server.api({
          method: 'POST',
          path: '/items/import?dryRun=true',
          role: 'Manager',
          headers: { 'content-type': 'text/csv', 'accept-language': language },
          payload: 'Name,Kategorie,Barcode\r\nReis,Dry,123\r\n',
        })
      ).json<{ error: { message: string } }>().error.message;
    expect(await missing('de')).toBe(
      'In der Kopfzeile fehlen die Spalten Lagerbereich, Einheit, Warntage.',
    );
    expect(await missing('ar')).toContain('منطقة التخزين، الوحدة، أيام التنبيه');
    expect(await missing('en')).toBe(
      'The header row lacks the columns Location, Unit, Alert Days.',
    );
  });

  it('still names a missing column in English, as the spec’s message does', async () => {
    const answer = await server.api({
      method: 'POST',
      path: '/items/import?dryRun=true',
      role: 'Manager',
      headers: { 'content-type': 'text/csv' },
      payload: 'Nom,Catégorie\r\nLait,Dairy\r\n',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Location');
  });
});
