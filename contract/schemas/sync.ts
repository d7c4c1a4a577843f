import { Type, type Static } from 'typebox';
import { ListQuerySchema } from './common';

/**
 * Delta sync of the five reference lists (design: Provider API). Every answer carries `cursor`;
 * with `?since=CURSOR` the list holds only the records created or changed after it, `deleted`
 * the ids removed since, and `cursor` the next one. A cursor the server cannot answer is a 410.
 */
export const SyncListQuerySchema = Type.Object({
  ...ListQuerySchema.properties,
  since: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'A cursor from an earlier answer of this list: only what changed after it. Not with page or search. 410 when it can no longer be answered.',
    }),
  ),
});
export type SyncListQuery = Static<typeof SyncListQuerySchema>;

/** Fields every reference list answer has besides its spec wrapper. */
export const SyncFields = {
  cursor: Type.String({ description: 'Opaque; pass it as since to get what changed after.' }),
  deleted: Type.Optional(
    Type.Array(Type.Integer(), {
      description: 'Only with since: ids of the records removed after that cursor.',
    }),
  ),
};
