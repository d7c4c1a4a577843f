import { SUPPLIER_CSV } from '../../contract/csv-columns';
import { ENDPOINTS } from '../../contract/paths';
import { SupplierBodySchema, SupplierListSchema, SupplierSchema } from '../../contract/schemas';
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  updateSupplier,
} from '../reference/suppliers';
import { namedRecordRoutes } from './named-record-routes';

/** Any signed-in role reads; writes need the 'Suppliers' page (spec section 6). */
export const supplierRoutes = namedRecordRoutes({
  endpoints: { list: ENDPOINTS.suppliers, one: ENDPOINTS.supplier },
  operations: {
    list: { operationId: 'listSuppliers', summary: 'List suppliers' },
    create: { operationId: 'createSupplier', summary: 'Create a supplier' },
    get: { operationId: 'getSupplier', summary: 'Get one supplier' },
    update: { operationId: 'updateSupplier', summary: 'Update a supplier' },
    remove: { operationId: 'deleteSupplier', summary: 'Delete a supplier without deliveries' },
  },
  page: 'Suppliers',
  what: 'Supplier',
  tags: ['suppliers'],
  schemas: { body: SupplierBodySchema, record: SupplierSchema, list: SupplierListSchema },
  versionedList: 'suppliers',
  csv: { fileName: 'suppliers', columns: SUPPLIER_CSV },
  listKey: 'suppliers',
  list: listSuppliers,
  get: getSupplier,
  create: createSupplier,
  update: updateSupplier,
  remove: deleteSupplier,
});
