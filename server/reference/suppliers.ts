import type { Selectable } from 'kysely';
import { VALIDATION } from '../../contract/messages';
import type { SyncListQuery } from '../../contract/schemas/sync';
import type { Supplier, SupplierBody } from '../../contract/schemas/reference';
import { isValidPhone } from '../../contract/validation/forms';
import type { DbOrTrx, SupplierRow } from '../db/schema';
import { assertValid } from '../errors';
import { optionalText } from '../request-values';
import { answerDeltaList } from '../sync/delta';
import { namedRecords } from './named-records';

export const SUPPLIER_MESSAGE = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
} as const;

/** Deliberately loose: something@domain.tld, no spaces; the supplier's inbox is the real test. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function toSupplier(row: Selectable<SupplierRow>): Supplier {
  return {
    SupplierId: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    address: row.address,
    createdDate: row.created_at,
    updatedDate: row.updated_at,
  };
}

/** Every broken rule at once, in the form's order; text is trimmed, an empty address is null. */
export function readSupplier(body: SupplierBody) {
  const name = optionalText(body.name);
  const email = optionalText(body.email);
  const phoneNumber = optionalText(body.phoneNumber);
  const address = optionalText(body.address);
  const messages: string[] = [];
  if (name === '') messages.push(SUPPLIER_MESSAGE.nameRequired);
  if (email === '') messages.push(SUPPLIER_MESSAGE.emailRequired);
  else if (!EMAIL.test(email)) messages.push(SUPPLIER_MESSAGE.emailInvalid);
  if (!isValidPhone(phoneNumber)) messages.push(VALIDATION.phoneInvalid);
  assertValid(messages);
  return { name, email, phone_number: phoneNumber, address: address === '' ? null : address };
}

const suppliers = namedRecords({
  table: 'suppliers',
  what: 'Supplier',
  noun: 'supplier',
  searchColumns: ['name', 'email', 'phone_number'],
  usedBy: [
    { table: 'lots', column: 'supplier_id', label: 'received items' },
    { table: 'purchase_orders', column: 'supplier_id', label: 'purchase orders' },
  ],
  readBody: readSupplier,
  toApi: toSupplier,
  activity: { entity: 'supplier', fields: ['name', 'email', 'phone_number', 'address'] },
});

/** The list with its delta sync cursor, or only what changed after query.since. */
export async function listSuppliers(db: DbOrTrx, query: SyncListQuery) {
  const wrap = ({ totalCount, records }: Awaited<ReturnType<typeof suppliers.list>>) => ({
    totalCount,
    suppliers: records,
  });
  return answerDeltaList(db, 'suppliers', query, {
    full: async () => wrap(await suppliers.list(db, query)),
    changed: async (version) => wrap(await suppliers.listChanged(db, version)),
  });
}

export const getSupplier = suppliers.get;
export const createSupplier = suppliers.create;
export const updateSupplier = suppliers.update;
export const deleteSupplier = suppliers.remove;
