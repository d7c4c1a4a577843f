/** Fields an entry never carries, whatever a caller lists: a password or its hash. */
const SECRET_FIELD = /password|hash|token/i;

export type ChangeSet = Record<string, [unknown, unknown]>;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * `{field: [before, after]}` for the listed fields whose value changed (undefined counts as
 * null); never a secret field. Null when nothing changed.
 */
export function changeSet<T extends object>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): ChangeSet | null {
  const changes: ChangeSet = {};
  for (const field of fields) {
    if (SECRET_FIELD.test(field)) continue;
    const was = before[field] ?? null;
    const now = after[field] ?? null;
    if (!same(was, now)) changes[field] = [was, now];
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
