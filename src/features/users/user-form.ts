import { MIN_PASSWORD_LENGTH } from '../../../contract/constants';
import { VALIDATION } from '../../../contract/messages';
import type { Role } from '../../../contract/schemas/reference';
import type { User } from '../../../contract/schemas/users';
import { validateUserEdit } from '../../../contract/validation/forms';
import type { BadgeTone } from '../../ui/Badge';
import type { SelectOption } from '../../ui/Field';
import { matchesSearch } from '../../ui/filter';
import type { MessageId } from '../../i18n';
import { en } from '../../i18n/messages/en';

/**
 * User create: name and role required (worded as the edit rule, spec 5), and the password at
 * least 6 characters with the login rule's wording.
 */
export function validateUserCreate(input: {
  name: string;
  password: string;
  roleId: string;
}): string[] {
  const messages = validateUserEdit(input);
  if (input.password.length < MIN_PASSWORD_LENGTH) messages.push(VALIDATION.passwordTooShort);
  return messages;
}

/** A distinct, calm tone per seeded role (red would read as an error); unknown: neutral. */
const ROLE_TONES: Record<string, BadgeTone> = {
  Administrator: 'info',
  Manager: 'warning',
  'Warehouse Staff': 'accent',
  Editor: 'success',
  Viewer: 'neutral',
};

export function roleToneOf(roleName: string | null | undefined): BadgeTone {
  return (roleName ? ROLE_TONES[roleName] : undefined) ?? 'neutral';
}

/** Users list search: username or role name, case-insensitive substring. */
export function filterUsers(users: readonly User[], search: string): User[] {
  return users.filter((user) => matchesSearch(search, user.name, user.role.RoleName));
}

/** The seeded roles' names as shown (glossary); the value sent stays the stored English. */
const ROLE_LABEL: Record<string, MessageId> = {
  Administrator: 'users.roleAdministrator',
  Manager: 'users.roleManager',
  'Warehouse Staff': 'users.roleWarehouseStaff',
  Editor: 'users.roleEditor',
  Viewer: 'users.roleViewer',
};

type Translate = (id: MessageId) => string;

/** A role's name in the reader's language; a role the server adds shows as stored. */
export function roleLabel(t: Translate, roleName: string): string {
  const id = ROLE_LABEL[roleName];
  return id ? t(id) : roleName;
}

export function roleOptionsOf(
  roles: readonly Role[],
  t: Translate = (id) => en[id],
): SelectOption[] {
  return roles.map((role) => ({ value: String(role.RoleId), label: roleLabel(t, role.RoleName) }));
}

/** The updated user the server answers (spec 7), else what was sent over the old one. */
export function mergeSavedUser(
  before: User,
  sent: { name: string; roleId: number | null },
  roles: readonly Role[],
  answer: User | null | undefined,
): User {
  if (answer && typeof answer === 'object' && 'userId' in answer) return answer;
  const role = roles.find((candidate) => candidate.RoleId === sent.roleId) ?? before.role;
  return { ...before, name: sent.name, role };
}
