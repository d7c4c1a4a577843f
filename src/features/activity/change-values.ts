import type { CsvHeader } from '../../../contract/i18n/csv/en';
import { csvHeaderIn } from '../../../contract/i18n/csv/headers';
import type { Language, MessageId } from '../../i18n';
import { STATUS_ID_BY_ENTITY } from '../../lib/record-status';
import { speedClassLabel } from '../../ui/speed-class-label';

type Translate = (id: MessageId) => string;

/** A changed field's name as a person reads it: `unitCost` → "Unit cost", `Name` → "Name". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The fields an entry's changes name (server/activity writers), in the words a reader has for
 * them elsewhere: the CSV column of the same value (contract/i18n/csv, the glossary's words) or
 * a screen's label.
 */
const FIELD_NAMES: Readonly<Record<string, CsvHeader | { id: MessageId }>> = {
  name: 'Name',
  description: 'Description',
  email: 'Email',
  phone_number: 'Phone Number',
  address: 'Address',
  role: 'Role',
  speed_class: 'Speed Class',
  barcode: 'Barcode',
  unit: 'Unit',
  categoryName: 'Category',
  itemAreaName: 'Location',
  ItemAreaID: 'Location',
  alertDaysBeforeExpiry: 'Alert Days',
  parLevel: 'Par Level',
  ParLevel: 'Par Level',
  reorderPoint: 'Reorder Point',
  ReorderPoint: 'Reorder Point',
  packSize: 'Pack Size',
  packName: 'Pack Name',
  preferredSupplierName: 'Preferred Supplier',
  status: 'Status',
  poNumber: 'PO Number',
  supplier: 'Supplier',
  expectedAt: 'Expected',
  note: 'Note',
  lines: 'Lines',
  sites: { id: 'users.sites' },
  url: { id: 'items.image' },
  rejectionReason: { id: 'approvals.reason' },
};

/**
 * A changed field's name in `language`. English keeps the field's own words (fieldLabel), as
 * the log has always shown them; a field of no list above too.
 */
export function changedFieldLabel(field: string, language: Language, t: Translate): string {
  const name = FIELD_NAMES[field];
  if (language === 'en' || !name) return fieldLabel(field);
  return typeof name === 'string' ? csvHeaderIn(name, language) : t(name.id);
}

/** A before or after value of an edit as text: a blank is `empty`, lists and records JSON. */
export function changeValueText(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * A before or after value in `language`: a status and a speed class as the record's screens say
 * them; names, numbers and the rest as stored. English keeps the stored words, as it always has.
 */
export function changedValueText(
  change: { entity: string; field: string; value: unknown },
  language: Language,
  t: Translate,
  empty: string,
): string {
  const { entity, field, value } = change;
  if (language !== 'en' && typeof value === 'string') {
    const status = field === 'status' ? STATUS_ID_BY_ENTITY[entity]?.[value] : undefined;
    if (status) return t(status);
    if (field === 'speed_class') return speedClassLabel(t, value);
  }
  return changeValueText(value, empty);
}
