import { DEPARTMENT_CSV } from '../../contract/csv-columns';
import { ENDPOINTS } from '../../contract/paths';
import {
  DepartmentBodySchema,
  DepartmentListSchema,
  DepartmentSchema,
} from '../../contract/schemas';
import {
  createDepartment,
  deleteDepartment,
  getDepartment,
  listDepartments,
  updateDepartment,
} from '../reference/departments';
import { namedRecordRoutes } from './named-record-routes';

/** Any signed-in role reads; writes need the 'Departments' page (spec section 6). */
export const departmentRoutes = namedRecordRoutes({
  endpoints: { list: ENDPOINTS.departments, one: ENDPOINTS.department },
  operations: {
    list: { operationId: 'listDepartments', summary: 'List departments' },
    create: { operationId: 'createDepartment', summary: 'Create a department' },
    get: { operationId: 'getDepartment', summary: 'Get one department' },
    update: { operationId: 'updateDepartment', summary: 'Update a department' },
    remove: { operationId: 'deleteDepartment', summary: 'Delete a department without orders' },
  },
  page: 'Departments',
  what: 'Department',
  tags: ['departments'],
  schemas: { body: DepartmentBodySchema, record: DepartmentSchema, list: DepartmentListSchema },
  versionedList: 'departments',
  csv: { fileName: 'departments', columns: DEPARTMENT_CSV },
  listKey: 'departments',
  list: listDepartments,
  get: getDepartment,
  create: createDepartment,
  update: updateDepartment,
  remove: deleteDepartment,
});
