import { createCategory } from '../../api/categories';
import { NamedRecordCreateForm } from '../../ui/named-record/NamedRecordCreateForm';
import { CATEGORY_TEXTS } from '../../ui/named-record/named-record-texts';

/** Spec 2.14 and 5: both fields marked required, native validation off, no client check. */
export function CategoryCreatePage() {
  return <NamedRecordCreateForm texts={CATEGORY_TEXTS} kind="categories" create={createCategory} />;
}
