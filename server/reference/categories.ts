import type { Selectable } from 'kysely';
import type { SyncListQuery } from '../../contract/schemas/sync';
import type { Category, CategoryBody } from '../../contract/schemas/reference';
import type { CategoryRow, DbOrTrx } from '../db/schema';
import { optionalText, requiredText } from '../request-values';
import { answerDeltaList } from '../sync/delta';
import { namedRecords } from './named-records';

function toCategory(row: Selectable<CategoryRow>): Category {
  return {
    CategoryId: row.id,
    name: row.name,
    description: row.description,
    createdDate: row.created_at,
    updatedDate: row.updated_at,
  };
}

/** The spec's client PUTs back the whole object it read; only name and description are used. */
const categories = namedRecords({
  table: 'categories',
  what: 'Category',
  noun: 'category',
  searchColumns: ['name'],
  usedBy: [{ table: 'items', column: 'category_id', label: 'items' }],
  readBody: (body: CategoryBody) => ({
    name: requiredText(body.name, 'Name is required.'),
    description: optionalText(body.description),
  }),
  toApi: toCategory,
  activity: { entity: 'category', fields: ['name', 'description'] },
});

/** The list with its delta sync cursor, or only what changed after query.since. */
export async function listCategories(db: DbOrTrx, query: SyncListQuery) {
  const wrap = ({ totalCount, records }: Awaited<ReturnType<typeof categories.list>>) => ({
    totalCount,
    categories: records,
  });
  return answerDeltaList(db, 'categories', query, {
    full: async () => wrap(await categories.list(db, query)),
    changed: async (version) => wrap(await categories.listChanged(db, version)),
  });
}

export const getCategory = categories.get;
export const createCategory = categories.create;
export const updateCategory = categories.update;
export const deleteCategory = categories.remove;
