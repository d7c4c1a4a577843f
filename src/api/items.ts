import { ENDPOINTS } from '../../contract/paths';
import type { ItemStock } from '../../contract/schemas/item-stock';
import type { Item } from '../../contract/schemas/reference';
import { API_HOST, apiJson, apiSend } from './http';

/** The JSON part named itemRequest, as this client sends it (numbers already parsed). */
export interface ItemRequestBody {
  name: string;
  barcode: string;
  categoryId: number | null;
  alertDaysBeforeExpiry: number | null;
  unit: string;
  itemAreaId: number | null;
  /** Reordering (design: Purchasing); null when unset; text the server checks when not a number. */
  parLevel: number | string | null;
  reorderPoint: number | string | null;
  packSize: number | string | null;
  packName: string | null;
  preferredSupplierId: number | null;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Item image urls are relative to the API host (design: Images); absolute ones pass through. */
export function imageUrlOf(url: string | null | undefined): string | null {
  if (!url) return null;
  if (ABSOLUTE_URL.test(url)) return url;
  return `${API_HOST}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The spec's multipart body: a JSON part itemRequest and, when given, a file part image. */
export function buildItemFormData(request: ItemRequestBody, image: Blob | null): FormData {
  const form = new FormData();
  form.append(
    'itemRequest',
    new Blob([JSON.stringify(request)], { type: 'application/json' }),
    'itemRequest.json',
  );
  if (image) form.append('image', image, image instanceof File ? image.name : 'image');
  return form;
}

export function getItem(id: number | string): Promise<Item> {
  return apiJson<Item>(ENDPOINTS.item(id));
}

/** GET /items/{id}/stock (ours, issue 25): on hand, the open lots and the latest movement. */
export function getItemStock(id: number): Promise<ItemStock> {
  return apiJson<ItemStock>(`${ENDPOINTS.item(id)}/stock`);
}

export function createItem(request: ItemRequestBody, image: Blob): Promise<Item> {
  return apiJson<Item>(ENDPOINTS.items, {
    method: 'POST',
    formData: buildItemFormData(request, image),
  });
}

/** The image is optional on update: without one the stored image stays. */
export function updateItem(
  id: number,
  request: ItemRequestBody,
  image: Blob | null,
): Promise<Item> {
  return apiJson<Item>(ENDPOINTS.item(id), {
    method: 'PUT',
    formData: buildItemFormData(request, image),
  });
}

export async function deleteItem(id: number): Promise<void> {
  await apiSend(ENDPOINTS.item(id), { method: 'DELETE' });
}
