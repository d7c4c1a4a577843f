import { deleteDepartment, getDepartment, updateDepartment } from '../../api/departments';
import { NamedRecordDetail } from '../../ui/named-record/NamedRecordDetail';
import { DEPARTMENT_TEXTS } from '../../ui/named-record/named-record-texts';

/** Spec 2.15: name, description, created and updated dates, with Edit and Delete dialogs. */
export function DepartmentDetailPage() {
  return (
    <NamedRecordDetail
      texts={DEPARTMENT_TEXTS}
      kind="departments"
      load={getDepartment}
      update={(id, _department, edited) => updateDepartment(id, edited)}
      remove={deleteDepartment}
    />
  );
}
