import { describe, expect, it } from 'vitest';
import type { Supplier } from '../../../contract/schemas/reference';
import {
  draftOf,
  EMPTY_SUPPLIER,
  filterSuppliers,
  prepareSupplier,
} from '../../../src/features/suppliers/supplier-form';

const draft = { name: 'Fresh Farms', email: 'orders@fresh.test', phoneNumber: '', address: '' };

describe('prepareSupplier (spec 5: supplier phone rule)', () => {
  it.each(['+44 20 7946 0958', '0123-456-789', '1234567', '+12345678901234567890'])(
    'accepts %s',
    (phoneNumber) => {
      expect(prepareSupplier({ ...draft, phoneNumber }).ok).toBe(true);
    },
  );

  it.each(['abc', '123', '123456789012345678901', '', '   ', '++4420794', '020 7946 ext 1'])(
    "rejects '%s' with 'Please enter a valid phone number.'",
    (phoneNumber) => {
      expect(prepareSupplier({ ...draft, phoneNumber })).toEqual({
        ok: false,
        phoneError: 'Please enter a valid phone number.',
      });
    },
  );

  it('trims every text field and keeps an empty address', () => {
    expect(
      prepareSupplier({
        name: '  Fresh Farms ',
        email: ' orders@fresh.test ',
        phoneNumber: '  0123-456-789  ',
        address: '   ',
      }),
    ).toEqual({
      ok: true,
      body: {
        name: 'Fresh Farms',
        email: 'orders@fresh.test',
        phoneNumber: '0123-456-789',
        address: '',
      },
    });
  });
});

function supplier(SupplierId: number, name: string, email: string, phoneNumber: string): Supplier {
  return {
    SupplierId,
    name,
    email,
    phoneNumber,
    address: null,
    createdDate: '',
    updatedDate: '',
  };
}

describe('filterSuppliers', () => {
  const rows = [
    supplier(1, 'Fresh Farms', 'orders@fresh.test', '+44 20 7946 0958'),
    supplier(2, 'Baker Bros', 'hello@bakers.test', '0123-456-789'),
  ];

  it('matches name, email or phone, case-insensitive, sorted by name', () => {
    expect(filterSuppliers(rows, '').map((row) => row.SupplierId)).toEqual([2, 1]);
    expect(filterSuppliers(rows, 'FRESH').map((row) => row.SupplierId)).toEqual([1]);
    expect(filterSuppliers(rows, 'bakers.test').map((row) => row.SupplierId)).toEqual([2]);
    expect(filterSuppliers(rows, '7946').map((row) => row.SupplierId)).toEqual([1]);
    expect(filterSuppliers(rows, 'nowhere')).toEqual([]);
  });
});

describe('draftOf', () => {
  it('turns a missing address into an empty field', () => {
    expect(draftOf(supplier(1, 'A', 'a@b.test', '1234567'))).toEqual({
      ...EMPTY_SUPPLIER,
      name: 'A',
      email: 'a@b.test',
      phoneNumber: '1234567',
    });
  });
});
