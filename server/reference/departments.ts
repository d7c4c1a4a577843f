import type { Selectable } from 'kysely';
import type { ListQuery } from '../../contract/schemas/common';
import type { Department, DepartmentBody } from '../../contract/schemas/reference';
import type { DbOrTrx, DepartmentRow } from '../db/schema';
import { optionalText, requiredText } from '../request-values';
import { namedRecords } from './named-records';

function toDepartment(row: Selectable<DepartmentRow>): Department {
  return {
    DepartmentId: row.id,
    name: row.name,
    description: row.description,
    createdDate: row.created_at,
    updatedDate: row.updated_at,
  };
}

const departments = namedRecords({
  table: 'departments',
  what: 'Department',
  noun: 'department',
  searchColumns: ['name'],
  usedBy: [{ table: 'orders', column: 'department_id', label: 'orders' }],
  readBody: (body: DepartmentBody) => ({
    name: requiredText(body.name, 'Name is required.'),
    description: optionalText(body.description),
  }),
  toApi: toDepartment,
});

export async function listDepartments(db: DbOrTrx, query: ListQuery) {
  const { totalCount, records } = await departments.list(db, query);
  return { totalCount, departments: records };
}

export const getDepartment = departments.get;
export const createDepartment = departments.create;
export const updateDepartment = departments.update;
export const deleteDepartment = departments.remove;
