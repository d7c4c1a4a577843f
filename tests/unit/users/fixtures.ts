import type { Role } from '../../../contract/schemas/reference';
import type { User } from '../../../contract/schemas/users';

export const ROLES: Role[] = [
  { RoleId: 1, RoleName: 'Administrator' },
  { RoleId: 2, RoleName: 'Manager' },
  { RoleId: 3, RoleName: 'Warehouse Staff' },
  { RoleId: 4, RoleName: 'Editor' },
  { RoleId: 5, RoleName: 'Viewer' },
];

export function userOf(overrides: Partial<User> = {}): User {
  return {
    userId: 3,
    name: 'dock.clerk',
    role: { RoleId: 3, RoleName: 'Warehouse Staff' },
    createdDate: '2026-03-07T10:15:00.000Z',
    updatedDate: '2026-03-09T08:00:00.000Z',
    ...overrides,
  };
}

export const USERS: User[] = [
  userOf({ userId: 1, name: 'admin', role: { RoleId: 1, RoleName: 'Administrator' } }),
  userOf({ userId: 2, name: 'maria', role: { RoleId: 2, RoleName: 'Manager' } }),
  userOf(),
];
