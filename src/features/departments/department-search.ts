import type { Department } from '../../../contract/schemas/reference';
import { matchesSearch } from '../../ui/filter';

/** Spec 2.15: search by name (case-insensitive substring); sorted by name. */
export function filterDepartments(rows: readonly Department[], search: string): Department[] {
  return rows
    .filter((row) => matchesSearch(search, row.name))
    .sort((a, b) => a.name.localeCompare(b.name));
}
