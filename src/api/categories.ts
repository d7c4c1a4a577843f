import { ENDPOINTS } from '../../contract/paths';
import type { Category, CategoryBody } from '../../contract/schemas/reference';
import { apiRequest } from './http';

export function getCategory(id: number | string): Promise<Category> {
  return apiRequest<Category>(ENDPOINTS.category(id));
}

export function createCategory(body: CategoryBody): Promise<Category> {
  return apiRequest<Category>(ENDPOINTS.categories, { method: 'POST', json: body });
}

/**
 * The spec's PUT body is the whole edited category object. The answer's fields win over the
 * sent ones, so what is shown is what the server stored; a bodiless answer keeps the edit.
 */
export async function updateCategory(category: Category): Promise<Category> {
  const answer = await apiRequest<Partial<Category> | undefined>(
    ENDPOINTS.category(category.CategoryId),
    { method: 'PUT', json: category },
  );
  return { ...category, ...(typeof answer === 'object' ? answer : {}) };
}

export async function deleteCategory(id: number): Promise<void> {
  await apiRequest<unknown>(ENDPOINTS.category(id), { method: 'DELETE' });
}
