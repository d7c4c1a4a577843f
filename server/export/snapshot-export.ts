import type { DbOrTrx } from '../db/schema';
import type { FetchAfter } from './csv';

/** The tables whose exports run by keyset up to a ceiling id. */
type SnapshotTable = 'lots' | 'waste' | 'orders';

/**
 * A whole-list export read chunk by chunk by keyset, up to the table's newest id when the
 * export began: a row written meanwhile is not half in, nor does it shift a row into two
 * chunks. `chunk` reads the rows after `last` (the first ones when null), at most `ceiling`.
 */
export function snapshotExport<Row>(
  db: DbOrTrx,
  table: SnapshotTable,
  chunk: (ceiling: number, last: Row | null, limit: number) => Promise<Row[]>,
): FetchAfter<Row> {
  let ceiling: number | null = null;
  return async (last, limit) => {
    ceiling ??=
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.max<number | null>('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id ?? 0;
    return chunk(ceiling, last, limit);
  };
}
