import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import { renderActivitySummary } from '../../contract/i18n/activity';
import type { MessageLanguage } from '../../contract/i18n/localize';
import type { ActivityEntry, ActivityQuery } from '../../contract/schemas';
import { startOfLocalDay } from '../clock';
import type { ActivityRow, Database, DbOrTrx } from '../db/schema';
import { containsText } from '../request-values';
import { isPostgres } from '../db/compiled-once';
import { linkQuery, linkTerm } from './link-terms';

/** A JSON page without `pageSize`. */
export const ACTIVITY_PAGE_SIZE = 50;

type ActivityFilters = Omit<ActivityQuery, 'page' | 'pageSize' | 'format'>;
type ActivitySelect = SelectQueryBuilder<Database, 'activity', object>;

/**
 * The query's filters on `activity`. A record's History is its own entries and those linking it:
 * a union of two index probes (activity_record, and the link index's term: GIN on PostgreSQL,
 * migration 025, FTS5 on SQLite, migration 022), so it costs what the record has, not what the
 * log holds; and a scan of the links not indexed yet, a second's worth (the unchained entries'
 * terms on PostgreSQL, the link queue on SQLite: migration 023).
 */
function filtered(db: DbOrTrx, filters: ActivityFilters): ActivitySelect {
  let query: ActivitySelect = db.selectFrom('activity');
  const { entity, entityId } = filters;
  if (entity !== undefined && entityId !== undefined) {
    const term = linkTerm(entity, entityId);
    const padded = ` ${term} `;
    query = query.where('activity.id', 'in', (eb) =>
      eb
        .selectFrom('activity as own')
        .select('own.id')
        .where('own.entity', '=', entity)
        .where('own.entity_id', '=', entityId)
        .union(
          isPostgres(db)
            ? eb
                .selectFrom('activity_link_sets')
                .select('activity_link_sets.id')
                .where(sql<boolean>`activity_link_sets.terms @> ARRAY[${term}]::text[]`)
                .union(
                  // Entries the chainer has not chained yet keep their terms (a second's worth).
                  eb
                    .selectFrom('activity as unchained')
                    .select('unchained.id')
                    .where('unchained.chain_position', 'is', null)
                    .where(sql<boolean>`strpos(' ' || unchained.link_terms || ' ', ${padded}) > 0`),
                )
            : eb
                .selectFrom('activity_link_index')
                .select('activity_link_index.rowid as id')
                .where(sql<boolean>`activity_link_index MATCH ${linkQuery(entity, entityId)}`)
                .union(
                  // Links the chainer has not moved into the index yet (a second's worth).
                  eb
                    .selectFrom('activity_link_queue')
                    .select('activity_link_queue.id')
                    .where(
                      sql<boolean>`instr(' ' || activity_link_queue.terms || ' ', ${padded}) > 0`,
                    ),
                ),
        ),
    );
  } else if (entity !== undefined) {
    query = query.where('activity.entity', '=', entity);
  }
  if (filters.userId !== undefined) query = query.where('activity.user_id', '=', filters.userId);
  if (filters.action !== undefined) query = query.where('activity.action', '=', filters.action);
  if (filters.from !== undefined)
    query = query.where('activity.at', '>=', startOfLocalDay(filters.from));
  if (filters.to !== undefined)
    query = query.where('activity.at', '<', startOfLocalDay(filters.to, 1));
  const search = filters.search?.trim() ?? '';
  if (search !== '') query = query.where(containsText(sql.ref<string>('activity.summary'), search));
  return query;
}

/**
 * The entry's sentence in `language` from its stored key and values (issue 36). English is the
 * stored sentence itself; an unknown key or unreadable values keep it too.
 */
function summaryIn(row: Selectable<ActivityRow>, language: MessageLanguage): string {
  if (language === 'en') return row.summary;
  let values: Record<string, string | number>;
  try {
    values = JSON.parse(row.summary_values) as Record<string, string | number>;
  } catch {
    return row.summary;
  }
  return renderActivitySummary(row.summary_key, values, language) ?? row.summary;
}

function toEntry(row: Selectable<ActivityRow>, language: MessageLanguage = 'en'): ActivityEntry {
  return {
    ActivityId: row.id,
    At: row.at,
    UserID: row.user_id,
    User: { Name: row.user_name },
    SiteID: row.site_id,
    Action: row.action,
    Entity: row.entity,
    EntityID: row.entity_id,
    Summary: summaryIn(row, language),
    Changes: row.changes === null ? null : (JSON.parse(row.changes) as ActivityEntry['Changes']),
  };
}

/**
 * A page of the entries the filters select, newest first, and how many they select; summaries in
 * `language` (the CSV export keeps English: its sentence is data).
 */
export async function listActivity(
  db: DbOrTrx,
  query: ActivityQuery,
  language: MessageLanguage = 'en',
): Promise<{ totalCount: number; activity: ActivityEntry[] }> {
  const pageSize = query.pageSize ?? ACTIVITY_PAGE_SIZE;
  const page = query.page ?? 1;
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .selectAll('activity')
      .orderBy('activity.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { totalCount: Number(count.count), activity: rows.map((row) => toEntry(row, language)) };
}

/** The entries after `last` (older ones), newest first: the CSV's keyset chunks. */
export async function activityAfter(
  db: DbOrTrx,
  filters: ActivityFilters,
  last: ActivityEntry | null,
  limit: number,
): Promise<ActivityEntry[]> {
  const rows = await filtered(db, filters)
    .selectAll('activity')
    .$if(last !== null, (q) => q.where('activity.id', '<', last?.ActivityId ?? 0))
    .orderBy('activity.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => toEntry(row));
}
