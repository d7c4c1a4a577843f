import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { ROUTES } from '../../lib/routes';

/**
 * Categories and departments are the same kind of record (a name and a description) with
 * their own words: one screen each for create and detail serves both, fed these texts.
 */
export interface NamedRecordTexts {
  noun: string;
  listPath: string;
  nameLabel: string;
  namePlaceholder: string;
  descriptionPlaceholder: string;
  submitLabel: string;
  added: string;
  addFailed: string;
  updated: string;
  deleted: string;
  notFound: string;
  loadFailed: string;
  loadingDetail: string;
}

export const CATEGORY_TEXTS: NamedRecordTexts = {
  noun: 'Category',
  listPath: ROUTES.categories,
  nameLabel: 'Category Name',
  namePlaceholder: 'Enter Category Name',
  descriptionPlaceholder: 'Enter Category Description',
  submitLabel: 'Add Category',
  added: SUCCESS.categoryAdded,
  addFailed: FALLBACK.categoryAdd,
  updated: SUCCESS.categoryUpdated,
  deleted: SUCCESS.categoryDeleted,
  notFound: FALLBACK.categoryNotFound,
  loadFailed: FALLBACK.categoriesLoad,
  loadingDetail: 'Loading category details...',
};

export const DEPARTMENT_TEXTS: NamedRecordTexts = {
  noun: 'Department',
  listPath: ROUTES.departments,
  nameLabel: 'Department Name',
  namePlaceholder: 'Enter Department Name',
  descriptionPlaceholder: 'Enter Department Description',
  submitLabel: 'Add Department',
  added: SUCCESS.departmentAdded,
  addFailed: FALLBACK.departmentAdd,
  updated: SUCCESS.departmentUpdated,
  deleted: SUCCESS.departmentDeleted,
  notFound: FALLBACK.departmentNotFound,
  // The spec has no detail-load text for departments: the list's load fallback is reused.
  loadFailed: FALLBACK.departmentsLoad,
  loadingDetail: 'Loading department details...',
};
