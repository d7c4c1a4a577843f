import { ENDPOINTS } from '../../contract/paths';
import type { Supplier } from '../../contract/schemas/reference';
import { apiJson, apiRequest, apiSend } from './http';

/** What the create form and the edit dialog send (spec 7: PUT body as create). */
export type SupplierFields = Pick<Supplier, 'name' | 'email' | 'phoneNumber' | 'address'>;

export function getSupplier(id: number | string): Promise<Supplier> {
  return apiJson<Supplier>(ENDPOINTS.supplier(id));
}

export function createSupplier(body: SupplierFields): Promise<Supplier> {
  return apiJson<Supplier>(ENDPOINTS.suppliers, { method: 'POST', json: body });
}

/** The answer's fields win (the stored supplier); a bodiless answer keeps the edit. */
export async function updateSupplier(current: Supplier, body: SupplierFields): Promise<Supplier> {
  const answer = await apiRequest<Partial<Supplier>>(ENDPOINTS.supplier(current.SupplierId), {
    method: 'PUT',
    json: body,
  });
  return { ...current, ...body, ...(typeof answer === 'object' ? answer : {}) };
}

export async function deleteSupplier(id: number): Promise<void> {
  await apiSend(ENDPOINTS.supplier(id), { method: 'DELETE' });
}
