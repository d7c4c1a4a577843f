import { ENDPOINTS } from '../../contract/paths';
import type { Department, DepartmentBody } from '../../contract/schemas/reference';
import { apiJson, apiSend } from './http';

export function getDepartment(id: number | string): Promise<Department> {
  return apiJson<Department>(ENDPOINTS.department(id));
}

export function createDepartment(body: DepartmentBody): Promise<Department> {
  return apiJson<Department>(ENDPOINTS.departments, { method: 'POST', json: body });
}

export function updateDepartment(id: number, body: DepartmentBody): Promise<Department> {
  return apiJson<Department>(ENDPOINTS.department(id), { method: 'PUT', json: body });
}

export async function deleteDepartment(id: number): Promise<void> {
  await apiSend(ENDPOINTS.department(id), { method: 'DELETE' });
}
