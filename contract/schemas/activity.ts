import { Type, type Static } from 'typebox';
import { ListFormatSchema, Nullable, Timestamp } from './common';

/** Text filters: a word of Action or Entity, a record's id, a search of the sentences. */
const Word = Type.String({ minLength: 1, maxLength: 40 });

/**
 * GET /activity (design: Activity log and approvals): newest first. `entity` + `entityId` match
 * the entry's own record or one it links (a waste report's items); `from`/`to` are server-local
 * calendar days, inclusive; `search` a case-insensitive part of the sentence. Without `page`,
 * JSON answers the first page of `pageSize` (50) and CSV the whole selection.
 */
export const ActivityQuerySchema = Type.Object({
  entity: Type.Optional(Word),
  entityId: Type.Optional(Word),
  userId: Type.Optional(Type.Integer({ minimum: 1 })),
  action: Type.Optional(Word),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  format: Type.Optional(ListFormatSchema),
});
export type ActivityQuery = Static<typeof ActivityQuerySchema>;

/** An edit's fields that changed: `{field: [before, after]}`. */
export const ActivityChangesSchema = Type.Record(
  Type.String(),
  Type.Array(Type.Unknown(), { minItems: 2, maxItems: 2 }),
);
export type ActivityChanges = Static<typeof ActivityChangesSchema>;

export const ActivityEntrySchema = Type.Object({
  ActivityId: Type.Integer(),
  At: Timestamp,
  /** Null: a refused sign-in of a name no user has. */
  UserID: Nullable(Type.Integer()),
  /** The name when the entry was made (kept after a rename or deletion). */
  User: Type.Object({ Name: Type.String() }),
  SiteID: Nullable(Type.Integer()),
  Action: Type.String(),
  Entity: Type.String(),
  EntityID: Nullable(Type.String()),
  Summary: Type.String(),
  Changes: Nullable(ActivityChangesSchema),
});
export type ActivityEntry = Static<typeof ActivityEntrySchema>;

export const ActivityListSchema = Type.Object({
  totalCount: Type.Integer(),
  activity: Type.Array(ActivityEntrySchema),
});
export type ActivityList = Static<typeof ActivityListSchema>;

/** GET /activity/verify: the chain recomputed; firstBrokenId the first entry edited or missing. */
export const ActivityVerifySchema = Type.Object({
  ok: Type.Boolean(),
  entries: Type.Integer(),
  firstBrokenId: Nullable(Type.Integer()),
});
export type ActivityVerify = Static<typeof ActivityVerifySchema>;
