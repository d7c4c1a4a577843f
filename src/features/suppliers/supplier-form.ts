import { VALIDATION } from '../../../contract/messages';
import type { Supplier } from '../../../contract/schemas/reference';
import { isValidPhone } from '../../../contract/validation/forms';
import type { SupplierFields } from '../../api/suppliers';
import { matchesSearch } from '../../ui/filter';

/** What the supplier form holds while typing: every field a string. */
export interface SupplierDraft {
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
}

export const EMPTY_SUPPLIER: SupplierDraft = { name: '', email: '', phoneNumber: '', address: '' };

export function draftOf(supplier: Supplier): SupplierDraft {
  return {
    name: supplier.name,
    email: supplier.email,
    phoneNumber: supplier.phoneNumber,
    address: supplier.address ?? '',
  };
}

export type SupplierCheck = { ok: true; body: SupplierFields } | { ok: false; phoneError: string };

/**
 * Spec 5, supplier create (and, the same rule, edit): text fields are trimmed; the phone must
 * be an optional plus then 7 to 20 digits, spaces or hyphens. Name and email are only marked
 * required (the browser checks them); the address is optional and may stay empty.
 */
export function prepareSupplier(draft: SupplierDraft): SupplierCheck {
  const body: SupplierFields = {
    name: draft.name.trim(),
    email: draft.email.trim(),
    phoneNumber: draft.phoneNumber.trim(),
    address: draft.address.trim(),
  };
  if (!isValidPhone(body.phoneNumber)) return { ok: false, phoneError: VALIDATION.phoneInvalid };
  return { ok: true, body };
}

/** The list's client search: by name, email or phone, case-insensitive; sorted by name. */
export function filterSuppliers(rows: readonly Supplier[], search: string): Supplier[] {
  return rows
    .filter((row) => matchesSearch(search, row.name, row.email, row.phoneNumber))
    .sort((a, b) => a.name.localeCompare(b.name));
}
