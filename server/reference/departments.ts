import type { Selectable } from 'kysely';
import type { Department, DepartmentBody } from '../../contract/schemas/reference';
import type { ListQuery } from '../../contract/schemas/common';
import { SERVER_MESSAGE } from '../../contract/messages';
import { nowIso } from '../clock';
import type { DbOrTrx, DepartmentRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { containsText, optionalText, pageBounds, requiredText } from '../request-values';

const WHAT = 'Department';

function toDepartment(row: Selectable<DepartmentRow>): Department {
  return {
    DepartmentId: row.id,
    name: row.name,
    description: row.description,
    createdDate: row.created_at,
    updatedDate: row.updated_at,
  };
}

export async function listDepartments(db: DbOrTrx, query: ListQuery) {
  let base = db.selectFrom('departments');
  if (query.search) base = base.where((eb) => containsText(eb.ref('name'), query.search ?? ''));
  const { count } = await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  let rows = base.selectAll().orderBy('name').orderBy('id');
  const bounds = pageBounds(query);
  if (bounds) rows = rows.limit(bounds.limit).offset(bounds.offset);
  return { totalCount: count, departments: (await rows.execute()).map(toDepartment) };
}

export async function getDepartment(db: DbOrTrx, id: number): Promise<Department> {
  const row = await db
    .selectFrom('departments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(WHAT);
  return toDepartment(row);
}

async function assertNameFree(db: DbOrTrx, name: string, exceptId?: number) {
  let query = db
    .selectFrom('departments')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(SERVER_MESSAGE.nameTaken('department'));
}

function readBody(body: DepartmentBody) {
  return {
    name: requiredText(body.name, 'Name is required.'),
    description: optionalText(body.description),
  };
}

export async function createDepartment(db: DbOrTrx, body: DepartmentBody): Promise<Department> {
  const values = readBody(body);
  await assertNameFree(db, values.name);
  const now = nowIso();
  const row = await db
    .insertInto('departments')
    .values({ ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDepartment(row);
}

export async function updateDepartment(
  db: DbOrTrx,
  id: number,
  body: DepartmentBody,
): Promise<Department> {
  const values = readBody(body);
  await getDepartment(db, id);
  await assertNameFree(db, values.name, id);
  const row = await db
    .updateTable('departments')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDepartment(row);
}

export async function deleteDepartment(db: DbOrTrx, id: number): Promise<void> {
  await getDepartment(db, id);
  const used = await db
    .selectFrom('orders')
    .select('id')
    .where('department_id', '=', id)
    .executeTakeFirst();
  if (used) throw conflict(SERVER_MESSAGE.inUse('department', 'orders'));
  await db.deleteFrom('departments').where('id', '=', id).execute();
}
