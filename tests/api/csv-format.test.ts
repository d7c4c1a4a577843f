import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ITEM_IMPORT_COLUMNS } from '../../contract/schemas/imports';
import { csvField, csvRecord, unguardFormula } from '../../server/export/csv';
import { readCsvRows, readCsvRowsInChunks } from '../../server/import/csv-rows';

// Text with the characters CSV must escape, plus accents; no leading or trailing blanks, which the
// import trims on purpose.
const cell = fc
  .array(
    fc.constantFrom('a', 'é', ' ', ',', ';', '"', '\n', '\r\n', '7', '=', '+', '-', '@', "'"),
    {
      maxLength: 12,
    },
  )
  .map((chars) => chars.join('').trim());

describe('CSV writing and reading', () => {
  it('quotes only what needs it, doubling quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(null)).toBe('');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvRecord(['x', null, 3])).toBe('x,,3\r\n');
  });

  it('guards text cells a spreadsheet would run as formulas (OWASP), never numbers', () => {
    expect(csvField("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    for (const start of ['+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}1`).replace(/^"/, '')).toMatch(new RegExp(`^'\\${start}`));
    }
    expect(csvField("'=already")).toBe("''=already");
    expect(csvField("it's")).toBe("it's");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(-0.25)).toBe('-0.25');
  });

  it('reads back with papaparse whatever it writes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 8 }),
        (rows) => {
          const text = rows.map((row) => csvRecord(row)).join('');
          const parsed = Papa.parse<string[]>(text, { delimiter: ',' });
          const cells = parsed.data.slice(0, rows.length).map((row) => row.map(unguardFormula));
          expect(cells).toEqual(rows);
        },
      ),
    );
  });

  it('imports what the export writes, with commas or semicolons as separators', () => {
    fc.assert(
      fc.property(
        // A row of empty cells is a blank line, which the import skips (next test).
        fc.array(cell, { minLength: 6, maxLength: 6 }).filter((row) => row.some((v) => v !== '')),
        fc.boolean(),
        (values, semicolons) => {
          const header = csvRecord([...ITEM_IMPORT_COLUMNS]);
          let text = header + csvRecord(values);
          if (semicolons) {
            // A European spreadsheet's file: the same records with ';' between fields.
            text = [header, csvRecord(values)]
              .map((line) =>
                Papa.unparse([Papa.parse<string[]>(line, { delimiter: ',' }).data[0] ?? []], {
                  delimiter: ';',
                  quotes: true,
                }),
              )
              .join('\r\n');
          }
          const [row] = readCsvRows(text, ITEM_IMPORT_COLUMNS);
          expect(row?.row).toBe(2);
          expect(ITEM_IMPORT_COLUMNS.map((column) => row?.values[column])).toEqual(values);
        },
      ),
    );
  });

  it('skips blank rows but counts them, so row numbers are the spreadsheet’s', async () => {
    const header = csvRecord([...ITEM_IMPORT_COLUMNS]);
    const blank = csvRecord(ITEM_IMPORT_COLUMNS.map(() => ''));
    const filled = csvRecord(ITEM_IMPORT_COLUMNS.map((column) => `${column}-1`));
    const text = `\r\n${header}${blank}${filled}\r\n${filled}${blank}`;
    expect(readCsvRows(text, ITEM_IMPORT_COLUMNS).map((row) => row.row)).toEqual([4, 6]);
    const chunked = await readCsvRowsInChunks(text, ITEM_IMPORT_COLUMNS);
    expect(chunked.map((row) => row.row)).toEqual([4, 6]);
    expect(chunked[1]?.values.name).toBe('name-1');
    expect(() => readCsvRows(header + blank, ITEM_IMPORT_COLUMNS)).toThrow(
      'The file has a header row but no rows to import.',
    );
  });
});
