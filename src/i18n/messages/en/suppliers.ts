/** Suppliers (spec 2.13): list, create, detail, edit. */
export const suppliers = {
  'suppliers.search': 'Search Suppliers',
  'suppliers.importCsv': 'Import CSV',
  'suppliers.loading': 'Loading suppliers...',
  'suppliers.loadingDetail': 'Loading supplier details...',
  'suppliers.empty': 'No suppliers found.',
  'suppliers.name': 'Supplier Name',
  'suppliers.namePlaceholder': 'Enter Supplier Name',
  'suppliers.email': 'Email',
  'suppliers.emailPlaceholder': 'Enter Email',
  'suppliers.phone': 'Phone Number',
  'suppliers.phonePlaceholder': 'Enter Phone Number',
  'suppliers.address': 'Address',
  'suppliers.addressPlaceholder': 'Enter Address',
  'suppliers.edit': 'Edit Supplier',
  'suppliers.delete': 'Delete Supplier',
} as const;
