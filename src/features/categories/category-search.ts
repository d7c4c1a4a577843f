import type { Category } from '../../../contract/schemas/reference';
import { matchesSearch } from '../../ui/filter';

/** Spec 2.14: the list filters on the client by name, as a case-insensitive substring. */
export function filterCategories(rows: readonly Category[], search: string): Category[] {
  return rows
    .filter((row) => matchesSearch(search, row.name))
    .sort((a, b) => a.name.localeCompare(b.name));
}
