/**
 * Constraint violations the database may raise when two requests race past the same check
 * (a name taken, a record referred to in between). Callers turn them into a 409, not a 500.
 */
const CODES = {
  unique: {
    sqlite: ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'],
    postgres: '23505',
  },
  foreignKey: { sqlite: ['SQLITE_CONSTRAINT_FOREIGNKEY'], postgres: '23503' },
} as const;

export function isConstraintViolation(error: unknown, kind: keyof typeof CODES): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  const codes = CODES[kind];
  return code === codes.postgres || (codes.sqlite as readonly unknown[]).includes(code);
}
