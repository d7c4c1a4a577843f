import { Type, type Static } from 'typebox';

/** `?dryRun=true` checks the file and answers what an import would do, writing nothing. */
export const ImportQuerySchema = Type.Object({
  dryRun: Type.Optional(Type.Boolean()),
});

/**
 * What an import did (or, on a dry run, would do). `row` is the spreadsheet's row number: the
 * header is row 1, the first record row 2. With any error nothing is written, and an import
 * (not a dry run) then answers created 0 and updated 0 with the errors, still as 200: every 4xx
 * of the API is the one ApiError shape.
 */
export const ImportResultSchema = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  errors: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })),
  /** Present when there were more errors than the 100 listed: their total (design: Limits). */
  errorCount: Type.Optional(Type.Integer()),
});
export type ImportResult = Static<typeof ImportResultSchema>;
export type ImportError = ImportResult['errors'][number];

/** The columns of each import, as its header row names them (case and spaces do not matter). */
export const ITEM_IMPORT_COLUMNS = [
  'name',
  'barcode',
  'category',
  'itemArea',
  'unit',
  'alertDaysBeforeExpiry',
] as const;
/**
 * Reordering columns of the item import (design: Purchasing), each optional: a file without one
 * leaves that field of the items it updates as it was. The supplier is matched by name.
 */
export const ITEM_REORDERING_IMPORT_COLUMNS = [
  'parLevel',
  'reorderPoint',
  'packSize',
  'packName',
  'preferredSupplier',
] as const;
export const SUPPLIER_IMPORT_COLUMNS = ['name', 'email', 'phoneNumber', 'address'] as const;
