import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../../../contract/roles';
import { VALIDATION } from '../../../contract/messages';
import {
  filterUsers,
  mergeSavedUser,
  roleOptionsOf,
  roleToneOf,
  validateUserCreate,
} from '../../../src/features/users/user-form';
import { ROLES, USERS } from './fixtures';

describe('user form logic', () => {
  it('checks name and role, then the password length, on create', () => {
    expect(validateUserCreate({ name: 'ann', password: 'secret', roleId: '3' })).toEqual([]);
    expect(validateUserCreate({ name: '  ', password: 'secret', roleId: '3' })).toEqual([
      VALIDATION.userNameRoleRequired,
    ]);
    expect(validateUserCreate({ name: 'ann', password: 'secret', roleId: '' })).toEqual([
      VALIDATION.userNameRoleRequired,
    ]);
    expect(validateUserCreate({ name: 'ann', password: '12345', roleId: '3' })).toEqual([
      VALIDATION.passwordTooShort,
    ]);
    expect(validateUserCreate({ name: '', password: '', roleId: '' })).toEqual([
      VALIDATION.userNameRoleRequired,
      VALIDATION.passwordTooShort,
    ]);
  });

  it('gives every role its own badge tone and unknown roles a neutral one', () => {
    const tones = ROLE_NAMES.map((role) => roleToneOf(role));
    expect(new Set(tones).size).toBe(ROLE_NAMES.length);
    expect(roleToneOf('Auditor')).toBe('neutral');
    expect(roleToneOf(null)).toBe('neutral');
  });

  it('searches by username or role without case', () => {
    expect(filterUsers(USERS, 'MARIA').map((user) => user.userId)).toEqual([2]);
    expect(filterUsers(USERS, 'warehouse').map((user) => user.userId)).toEqual([3]);
    expect(filterUsers(USERS, '')).toHaveLength(3);
  });

  it('offers the roles as select options', () => {
    expect(roleOptionsOf(ROLES.slice(0, 2))).toEqual([
      { value: '1', label: 'Administrator' },
      { value: '2', label: 'Manager' },
    ]);
  });
});

describe('mergeSavedUser', () => {
  const before = USERS[2];
  it("prefers the server's updated user, else lays what was sent over the old one", () => {
    if (!before) throw new Error('fixture');
    const answer = { ...before, name: 'server' };
    expect(mergeSavedUser(before, { name: 'x', roleId: 2 }, ROLES, answer)).toBe(answer);
    expect(mergeSavedUser(before, { name: 'x', roleId: 2 }, ROLES, undefined)).toEqual({
      ...before,
      name: 'x',
      role: { RoleId: 2, RoleName: 'Manager' },
    });
  });
});
