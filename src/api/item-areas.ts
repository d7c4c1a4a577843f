import { ENDPOINTS } from '../../contract/paths';
import type { ItemArea } from '../../contract/schemas/reference';
import { apiJson, apiRequest, apiSend } from './http';

/** The body of POST and PUT /locations (spec 7). */
export type ItemAreaFields = Pick<ItemArea, 'name' | 'speedClass'>;

/** Item areas live under /locations; the list is read by reference-loaders.ts. */
export function createItemArea(body: ItemAreaFields): Promise<ItemArea> {
  return apiJson<ItemArea>(ENDPOINTS.locations, { method: 'POST', json: body });
}

/** The answer's fields win (the stored area); a bodiless answer keeps the edit. */
export async function updateItemArea(current: ItemArea, body: ItemAreaFields): Promise<ItemArea> {
  const answer = await apiRequest<Partial<ItemArea>>(ENDPOINTS.location(current.itemAreaId), {
    method: 'PUT',
    json: body,
  });
  return { ...current, ...body, ...(typeof answer === 'object' ? answer : {}) };
}

export async function deleteItemArea(id: number): Promise<void> {
  await apiSend(ENDPOINTS.location(id), { method: 'DELETE' });
}
