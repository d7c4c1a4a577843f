import type { ActivityActor } from '../activity';
import { ITEM_CSV } from '../../contract/csv-columns';
import { importHeaderNames } from './header-names';
import { VALIDATION } from '../../contract/messages';
import {
  ITEM_IMPORT_COLUMNS,
  ITEM_REORDERING_IMPORT_COLUMNS,
} from '../../contract/schemas/imports';
import { nowIso } from '../clock';
import type { Db, DbOrTrx } from '../db/schema';
import { HttpError } from '../errors';
import { parseAlertDays } from '../reference/item-request';
import { readCsvRowsInChunks, type CsvRow } from './csv-rows';
import { readReordering, type ReorderingValues } from '../reference/item-reordering';
import { importRows, planInChunks, rowMessages, type PlannedRow } from './import-rows';

type ItemColumn = (typeof ITEM_IMPORT_COLUMNS)[number];
type ReorderingColumn = (typeof ITEM_REORDERING_IMPORT_COLUMNS)[number];

/** Limits of the create route's schema (contract ItemRequestSchema, NAME_MAX_LENGTH). */
const MAX_LENGTH = { name: 200, barcode: 64, unit: 40 } as const;

export const ITEM_IMPORT_MESSAGE = {
  unknownCategory: (name: string) => `Category "${name}" does not match any category.`,
  unknownItemArea: (name: string) => `Item area "${name}" does not match any item area.`,
  barcodeRepeated: (row: number) => `The same barcode is already on row ${row} of the file.`,
  unknownSupplier: (name: string) => `Supplier "${name}" does not match any supplier.`,
} as const;

interface ItemValues {
  name: string;
  barcode: string;
  unit: string;
  category_id: number;
  item_area_id: number;
  alert_days: number | null;
  /** Only the reordering columns the file has: the others stay as they are on update. */
  reordering: Partial<ReorderingValues>;
}

/** Lower-cased name → id of a reference table. */
async function idsByName(db: DbOrTrx, table: 'categories' | 'item_areas' | 'suppliers') {
  const rows = await db.selectFrom(table).select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** The create route's checks for one row, in its order; the values when there is no error. */
function checkItemRow(
  { values, optional }: CsvRow<ItemColumn, ReorderingColumn>,
  categories: Map<string, number>,
  itemAreas: Map<string, number>,
  suppliers: Map<string, number>,
): { messages: string[]; values: ItemValues | null } {
  const messages: string[] = [];
  if (values.name === '' || values.unit === '' || values.barcode === '') {
    messages.push(VALIDATION.itemNameUnitBarcodeRequired);
  }
  if (values.category === '' || values.itemArea === '') {
    messages.push(VALIDATION.itemCategoryAreaRequired);
  }
  for (const field of ['name', 'barcode', 'unit'] as const) {
    if (values[field].length > MAX_LENGTH[field]) {
      messages.push(`${field} must be at most ${MAX_LENGTH[field]} characters.`);
    }
  }
  const categoryId = categories.get(values.category.toLowerCase());
  if (values.category !== '' && categoryId === undefined) {
    messages.push(ITEM_IMPORT_MESSAGE.unknownCategory(values.category));
  }
  const itemAreaId = itemAreas.get(values.itemArea.toLowerCase());
  if (values.itemArea !== '' && itemAreaId === undefined) {
    messages.push(ITEM_IMPORT_MESSAGE.unknownItemArea(values.itemArea));
  }
  let alertDays: number | null = null;
  try {
    alertDays = parseAlertDays(values.alertDaysBeforeExpiry);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    messages.push(...rowMessages(error));
  }
  const reordering = readRowReordering(optional, suppliers, messages);
  if (messages.length > 0 || categoryId === undefined || itemAreaId === undefined) {
    return { messages, values: null };
  }
  return {
    messages,
    values: {
      name: values.name,
      barcode: values.barcode,
      unit: values.unit,
      category_id: categoryId,
      item_area_id: itemAreaId,
      alert_days: alertDays,
      reordering,
    },
  };
}

const REORDERING_FIELDS = {
  parLevel: 'par_level',
  reorderPoint: 'reorder_point',
  packSize: 'pack_size',
  packName: 'pack_name',
  preferredSupplier: 'preferred_supplier_id',
} as const satisfies Record<ReorderingColumn, keyof ReorderingValues>;

/** The item create route's reordering checks; the supplier is named, not numbered. */
function readRowReordering(
  optional: Partial<Record<ReorderingColumn, string>>,
  suppliers: Map<string, number>,
  messages: string[],
): Partial<ReorderingValues> {
  const supplierName = optional.preferredSupplier ?? '';
  const supplierId = suppliers.get(supplierName.toLowerCase());
  if (supplierName !== '' && supplierId === undefined) {
    messages.push(ITEM_IMPORT_MESSAGE.unknownSupplier(supplierName));
  }
  const read = readReordering(
    {
      parLevel: optional.parLevel,
      reorderPoint: optional.reorderPoint,
      packSize: optional.packSize,
      packName: optional.packName,
      preferredSupplierId: supplierId,
    },
    messages,
  );
  const present: Partial<ReorderingValues> = {};
  for (const [column, field] of Object.entries(REORDERING_FIELDS) as [
    ReorderingColumn,
    keyof ReorderingValues,
  ][]) {
    if (optional[column] !== undefined) Object.assign(present, { [field]: read[field] });
  }
  return present;
}

const NO_REORDERING: ReorderingValues = {
  par_level: null,
  reorder_point: null,
  pack_size: null,
  pack_name: null,
  preferred_supplier_id: null,
};

/**
 * Imports items from CSV: a row whose barcode exists updates that item (its image stays), any
 * other creates one without an image. All or nothing, in one transaction.
 */
export async function importItems(db: Db, actor: ActivityActor, text: string, dryRun: boolean) {
  const rows = await readCsvRowsInChunks(
    text,
    ITEM_IMPORT_COLUMNS,
    ITEM_REORDERING_IMPORT_COLUMNS,
    importHeaderNames(ITEM_CSV),
  );
  return importRows(
    db,
    { actor, kind: 'items' },
    dryRun,
    async (trx) => {
      const categories = await idsByName(trx, 'categories');
      const itemAreas = await idsByName(trx, 'item_areas');
      const suppliers = await idsByName(trx, 'suppliers');
      const existing = await trx.selectFrom('items').select(['id', 'barcode']).execute();
      const idByBarcode = new Map(existing.map((item) => [item.barcode, item.id]));
      const firstRowOf = new Map<string, number>();
      return planInChunks(rows, (row): PlannedRow<ItemValues> => {
        const checked = checkItemRow(row, categories, itemAreas, suppliers);
        const barcode = row.values.barcode;
        const first = firstRowOf.get(barcode);
        if (barcode !== '' && first !== undefined) {
          checked.messages.push(ITEM_IMPORT_MESSAGE.barcodeRepeated(first));
        } else if (barcode !== '') firstRowOf.set(barcode, row.row);
        return {
          row: row.row,
          messages: checked.messages,
          values: checked.messages.length === 0 ? checked.values : null,
          existingId: idByBarcode.get(barcode) ?? null,
        };
      });
    },
    {
      insert: async (trx, values) => {
        const now = nowIso();
        await trx
          .insertInto('items')
          .values(
            values.map(({ reordering, ...value }) => ({
              ...value,
              ...NO_REORDERING,
              ...reordering,
              image_hash: null,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
      },
      update: async (trx, id, { reordering, ...values }) => {
        await trx
          .updateTable('items')
          .set({ ...values, ...reordering, updated_at: nowIso() })
          .where('id', '=', id)
          .execute();
      },
    },
  );
}
