import { ENDPOINTS } from '../../contract/paths';
import type { Category, CategoryBody } from '../../contract/schemas/reference';
import { apiJson, apiRequest, apiSend } from './http';

/**
 * The spec's detail answer has name, description and dates but no `CategoryId`: the id is the
 * one asked for, so the record stays keyed (cache, edit, delete) against any provider.
 */
export async function getCategory(id: number): Promise<Category> {
  const answer = await apiJson<Omit<Category, 'CategoryId'>>(ENDPOINTS.category(id));
  return { ...answer, CategoryId: id };
}

export function createCategory(body: CategoryBody): Promise<Category> {
  return apiJson<Category>(ENDPOINTS.categories, { method: 'POST', json: body });
}

/**
 * The spec's PUT body is the whole edited category object. The answer's fields win over the
 * sent ones, so what is shown is what the server stored; a bodiless answer keeps the edit.
 */
export async function updateCategory(id: number, category: Category): Promise<Category> {
  const answer = await apiRequest<Partial<Category>>(ENDPOINTS.category(id), {
    method: 'PUT',
    json: category,
  });
  return { ...category, ...(typeof answer === 'object' ? answer : {}), CategoryId: id };
}

export async function deleteCategory(id: number): Promise<void> {
  await apiSend(ENDPOINTS.category(id), { method: 'DELETE' });
}
