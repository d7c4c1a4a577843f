import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { ROUTES } from '../../lib/routes';
import type { MessageId } from '../../i18n';

/**
 * Categories and departments are the same kind of record (a name and a description) with
 * their own words: one screen each for create and detail serves both, fed these texts (message
 * ids of the catalogues, and the contract's messages).
 */
export interface NamedRecordTexts {
  listPath: string;
  editTitle: MessageId;
  deleteTitle: MessageId;
  nameLabel: MessageId;
  namePlaceholder: MessageId;
  descriptionPlaceholder: MessageId;
  submitLabel: MessageId;
  added: string;
  addFailed: string;
  updated: string;
  deleted: string;
  notFound: string;
  loadFailed: string;
  loadingDetail: MessageId;
}

export const CATEGORY_TEXTS: NamedRecordTexts = {
  listPath: ROUTES.categories,
  editTitle: 'ui.editCategory',
  deleteTitle: 'ui.deleteCategory',
  nameLabel: 'ui.categoryName',
  namePlaceholder: 'ui.categoryNamePlaceholder',
  descriptionPlaceholder: 'ui.categoryDescriptionPlaceholder',
  submitLabel: 'routes.addCategory',
  added: SUCCESS.categoryAdded,
  addFailed: FALLBACK.categoryAdd,
  updated: SUCCESS.categoryUpdated,
  deleted: SUCCESS.categoryDeleted,
  notFound: FALLBACK.categoryNotFound,
  loadFailed: FALLBACK.categoriesLoad,
  loadingDetail: 'ui.loadingCategory',
};

export const DEPARTMENT_TEXTS: NamedRecordTexts = {
  listPath: ROUTES.departments,
  editTitle: 'ui.editDepartment',
  deleteTitle: 'ui.deleteDepartment',
  nameLabel: 'ui.departmentName',
  namePlaceholder: 'ui.departmentNamePlaceholder',
  descriptionPlaceholder: 'ui.departmentDescriptionPlaceholder',
  submitLabel: 'routes.addDepartment',
  added: SUCCESS.departmentAdded,
  addFailed: FALLBACK.departmentAdd,
  updated: SUCCESS.departmentUpdated,
  deleted: SUCCESS.departmentDeleted,
  notFound: FALLBACK.departmentNotFound,
  // The spec has no detail-load text for departments: the list's load fallback is reused.
  loadFailed: FALLBACK.departmentsLoad,
  loadingDetail: 'ui.loadingDepartment',
};
