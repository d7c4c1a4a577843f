import type { ActivityActor } from '../activity';
import { SUPPLIER_CSV } from '../../contract/csv-columns';
import { importHeaderNames } from './header-names';
import { SUPPLIER_IMPORT_COLUMNS } from '../../contract/schemas/imports';
import { nowIso } from '../clock';
import type { Db } from '../db/schema';
import { HttpError } from '../errors';
import { readSupplier } from '../reference/suppliers';
import { readCsvRowsInChunks } from './csv-rows';
import { importRows, planInChunks, rowMessages, type PlannedRow } from './import-rows';

type SupplierValues = ReturnType<typeof readSupplier>;

/** Limits of the create route's schema (SupplierBodySchema). */
const MAX_LENGTH = { name: 200, email: 200, phoneNumber: 40, address: 2000 } as const;

export const SUPPLIER_IMPORT_MESSAGE = {
  nameRepeated: (row: number) => `The same supplier name is already on row ${row} of the file.`,
} as const;

/**
 * Imports suppliers from CSV: a row whose name exists (without case) updates that supplier,
 * any other creates one. All or nothing, in one transaction.
 */
export async function importSuppliers(db: Db, actor: ActivityActor, text: string, dryRun: boolean) {
  const rows = await readCsvRowsInChunks(
    text,
    SUPPLIER_IMPORT_COLUMNS,
    [],
    importHeaderNames(SUPPLIER_CSV),
  );
  return importRows<SupplierValues>(
    db,
    { actor, kind: 'suppliers' },
    dryRun,
    async (trx) => {
      const existing = await trx.selectFrom('suppliers').select(['id', 'name']).execute();
      const idByName = new Map(
        existing.map((supplier) => [supplier.name.toLowerCase(), supplier.id]),
      );
      const firstRowOf = new Map<string, number>();
      return planInChunks(rows, ({ row, values }): PlannedRow<SupplierValues> => {
        const messages: string[] = [];
        let checked: SupplierValues | null = null;
        try {
          checked = readSupplier(values);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          messages.push(...rowMessages(error));
        }
        for (const field of SUPPLIER_IMPORT_COLUMNS) {
          if (values[field].length > MAX_LENGTH[field]) {
            messages.push(`${field} must be at most ${MAX_LENGTH[field]} characters.`);
          }
        }
        const key = values.name.toLowerCase();
        const first = firstRowOf.get(key);
        if (key !== '' && first !== undefined) {
          messages.push(SUPPLIER_IMPORT_MESSAGE.nameRepeated(first));
        } else if (key !== '') firstRowOf.set(key, row);
        return {
          row,
          messages,
          values: messages.length === 0 ? checked : null,
          existingId: idByName.get(key) ?? null,
        };
      });
    },
    {
      insert: async (trx, values) => {
        const now = nowIso();
        await trx
          .insertInto('suppliers')
          .values(values.map((value) => ({ ...value, created_at: now, updated_at: now })))
          .execute();
      },
      update: async (trx, id, values) => {
        await trx
          .updateTable('suppliers')
          .set({ ...values, updated_at: nowIso() })
          .where('id', '=', id)
          .execute();
      },
    },
  );
}
