import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportCsvPage } from '../../../src/features/imports/ImportCsvPage';
import { switchLanguage } from '../../../src/i18n';

/** What the "Download template" link holds: the data URL's file, decoded. */
function templateFile(name: string): string {
  const href = screen.getByRole('link', { name }).getAttribute('href') ?? '';
  const prefix = 'data:text/csv;charset=utf-8,';
  expect(href.startsWith(prefix)).toBe(true);
  return decodeURIComponent(href.slice(prefix.length));
}

/**
 * Issue 36: the import page's template is the export's header row in the language spoken (the
 * import reads any language's headers), and its help names the columns the same way.
 */
describe('the import template in the language spoken', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en', { save: false }));
  });

  it('offers English headers in English, then German and Arabic ones after a switch', async () => {
    render(
      <MemoryRouter>
        <ImportCsvPage list="items" />
      </MemoryRouter>,
    );
    expect(templateFile('Download template')).toBe(
      '\uFEFFName,Category,Location,Unit,Alert Days,Barcode,Par Level,Reorder Point,Pack Size,Pack Name,Preferred Supplier\r\n',
    );
    expect(
      screen.getByText(/whose first row names the columns Name, Category, Location,/),
    ).toBeTruthy();

    // The file input keeps its name; its button and "no file" are ours, not the browser's.
    expect(screen.getByLabelText('CSV file')).toHaveAttribute('type', 'file');
    expect(screen.getByText('No file chosen')).toBeTruthy();

    await act(() => switchLanguage('de', { save: false }));
    expect(screen.getByText('Datei auswählen')).toBeTruthy();
    expect(screen.getByText('Keine Datei ausgewählt')).toBeTruthy();
    expect(screen.getByLabelText('CSV-Datei')).toHaveAttribute('type', 'file');
    expect(templateFile('Vorlage herunterladen')).toBe(
      '\uFEFFName,Kategorie,Lagerbereich,Einheit,Warntage,Barcode,Sollbestand,Meldebestand,Packungsgröße,Packungsname,Bevorzugter Lieferant\r\n',
    );
    expect(screen.getByText(/die Spalten Name, Kategorie, Lagerbereich, Einheit,/)).toBeTruthy();

    await act(() => switchLanguage('ar', { save: false }));
    expect(templateFile('تنزيل القالب')).toBe(
      '\uFEFFالاسم,الفئة,منطقة التخزين,الوحدة,أيام التنبيه,الباركود,مستوى الحد الأمثل,نقطة إعادة الطلب,حجم العبوة,اسم العبوة,المورد المفضل\r\n',
    );
    // Arabic lists with its own comma.
    expect(screen.getByText(/الأعمدة الاسم، الفئة، منطقة التخزين، الوحدة/)).toBeTruthy();
  });

  it("offers the suppliers' headers in French", async () => {
    await act(() => switchLanguage('fr', { save: false }));
    render(
      <MemoryRouter>
        <ImportCsvPage list="suppliers" />
      </MemoryRouter>,
    );
    expect(templateFile('Télécharger le modèle')).toBe(
      '\uFEFFNom du fournisseur,E-mail,Téléphone,Adresse\r\n',
    );
  });
});
