import { API_BASE_PATH, ENDPOINTS } from '../../contract/paths';
import type { LiveServer } from './live-server';

/** Renames one item through the API, as another device would. */
export async function renameOneItem(server: LiveServer, id: number, name: string): Promise<void> {
  const token = await server.tokenFor('Manager');
  const current = (await (
    await fetch(`${server.baseUrl}${API_BASE_PATH}${ENDPOINTS.item(id)}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as Record<string, unknown>;
  const form = new FormData();
  form.append(
    'itemRequest',
    JSON.stringify({
      name,
      barcode: current.barcode,
      categoryId: current.categoryId,
      alertDaysBeforeExpiry: current.alertDaysBeforeExpiry,
      unit: current.unit,
      itemAreaId: current.itemAreaId,
    }),
  );
  const response = await fetch(`${server.baseUrl}${API_BASE_PATH}${ENDPOINTS.item(id)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`rename failed: ${response.status} ${await response.text()}`);
}
