import { deleteCategory, getCategory, updateCategory } from '../../api/categories';
import { NamedRecordDetail } from '../../ui/named-record/NamedRecordDetail';
import { CATEGORY_TEXTS } from '../../ui/named-record/named-record-texts';

/** Spec 2.14: the PUT body is the whole edited category object. */
export function CategoryDetailPage() {
  return (
    <NamedRecordDetail
      texts={CATEGORY_TEXTS}
      kind="categories"
      load={getCategory}
      update={(id, category, edited) => updateCategory(id, { ...category, ...edited })}
      remove={deleteCategory}
    />
  );
}
