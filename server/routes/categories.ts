import { CATEGORY_CSV } from '../../contract/csv-columns';
import { ENDPOINTS } from '../../contract/paths';
import { CategoryBodySchema, CategoryListSchema, CategorySchema } from '../../contract/schemas';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from '../reference/categories';
import { namedRecordRoutes } from './named-record-routes';

/** Any signed-in role reads; writes need the 'Categories' page (spec section 6). */
export const categoryRoutes = namedRecordRoutes({
  endpoints: { list: ENDPOINTS.categories, one: ENDPOINTS.category },
  operations: {
    list: { operationId: 'listCategories', summary: 'List categories' },
    create: { operationId: 'createCategory', summary: 'Create a category' },
    get: { operationId: 'getCategory', summary: 'Get one category' },
    update: { operationId: 'updateCategory', summary: 'Update a category' },
    remove: { operationId: 'deleteCategory', summary: 'Delete a category without items' },
  },
  page: 'Categories',
  what: 'Category',
  tags: ['categories'],
  schemas: { body: CategoryBodySchema, record: CategorySchema, list: CategoryListSchema },
  versionedList: 'categories',
  csv: { fileName: 'categories', columns: CATEGORY_CSV },
  listKey: 'categories',
  list: listCategories,
  get: getCategory,
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
});
