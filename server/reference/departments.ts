import type { Selectable } from 'kysely';
import type { SyncListQuery } from '../../contract/schemas/sync';
import type { Department, DepartmentBody } from '../../contract/schemas/reference';
import type { DbOrTrx, DepartmentRow } from '../db/schema';
import { optionalText, requiredText } from '../request-values';
import { answerDeltaList } from '../sync/delta';
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
  activity: { entity: 'department', fields: ['name', 'description'] },
});

/** The list with its delta sync cursor, or only what changed after query.since. */
export async function listDepartments(db: DbOrTrx, query: SyncListQuery) {
  const wrap = ({ totalCount, records }: Awaited<ReturnType<typeof departments.list>>) => ({
    totalCount,
    departments: records,
  });
  return answerDeltaList(db, 'departments', query, {
    full: async () => wrap(await departments.list(db, query)),
    changed: async (version) => wrap(await departments.listChanged(db, version)),
  });
}

export const getDepartment = departments.get;
export const createDepartment = departments.create;
export const updateDepartment = departments.update;
export const deleteDepartment = departments.remove;
