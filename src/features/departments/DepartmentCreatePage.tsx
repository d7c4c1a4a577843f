import { createDepartment } from '../../api/departments';
import { NamedRecordCreateForm } from '../../ui/named-record/NamedRecordCreateForm';
import { DEPARTMENT_TEXTS } from '../../ui/named-record/named-record-texts';

/** Spec 2.15 and 5: name and description marked required, with no client check. */
export function DepartmentCreatePage() {
  return (
    <NamedRecordCreateForm texts={DEPARTMENT_TEXTS} kind="departments" create={createDepartment} />
  );
}
