import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';

/**
 * PostgreSQL: list versions are bumped at commit, not at the write (issue 26).
 *
 * Migration 003's triggers bumped a list's row in `list_versions` as the write ran, so that row
 * stayed locked until the transaction ended: every later statement of the write, each a round
 * trip to a busy Node process, ran while every other writer of the list waited. Two instances
 * took 105 ten-row deliveries a second, one at a time.
 *
 * Now a write only notes, in rows of its own transaction, which lists it changed (and, for the
 * delta lists, which records). A deferred constraint trigger runs at COMMIT, after the last
 * statement: it bumps each noted list once, files the records under that version, and forgets
 * the notes. The row lock lasts for the commit alone, and versions still follow commit order
 * (the bump and the commit happen under the same lock), so a reader that saw version V has seen
 * every change up to V. The NOTIFY of migration 009 fires from that bump, still inside the
 * transaction. A rolled-back savepoint takes its notes with it.
 *
 * SQLite has one writer at a time: its triggers stay as they are.
 */
/** Bumps the noted list's row, made on its first bump (a stocktake's, a site's). */
export const BUMP_NOTED_LIST = `INSERT INTO list_versions (list, version, floor) VALUES (NEW.list, 1, 0)
       ON CONFLICT (list) DO UPDATE SET version = list_versions.version + 1`;
export const FORGET_NOTED_LIST = `DELETE FROM list_version_pending WHERE tx = NEW.tx AND list = NEW.list`;

/**
 * The commit-time bump of one noted list: its row, then the records noted under the new
 * version. `first` runs before (migration 017's shortcut for lists without records).
 */
export function applyListVersion(create: 'CREATE' | 'CREATE OR REPLACE', first = ''): string {
  return `${create} FUNCTION apply_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE next_version bigint;
   BEGIN
     ${first}
     ${BUMP_NOTED_LIST}
       RETURNING version INTO next_version;
     INSERT INTO record_changes (list, record_id, version, deleted, changed_at)
       SELECT DISTINCT ON (record_id) list, record_id, next_version, deleted,
         to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
       FROM record_change_pending WHERE tx = NEW.tx AND list = NEW.list
       ORDER BY record_id, seq DESC
       ON CONFLICT (list, record_id) DO UPDATE SET version = EXCLUDED.version,
         deleted = EXCLUDED.deleted, changed_at = EXCLUDED.changed_at;
     DELETE FROM record_change_pending WHERE tx = NEW.tx AND list = NEW.list;
     ${FORGET_NOTED_LIST};
     RETURN NULL;
   END $$`;
}

const STATEMENTS = [
  // Keyed by transaction: writers never wait for each other's notes.
  `CREATE TABLE list_version_pending (
     tx bigint NOT NULL DEFAULT txid_current(),
     list text NOT NULL,
     PRIMARY KEY (tx, list))`,
  `CREATE TABLE record_change_pending (
     tx bigint NOT NULL DEFAULT txid_current(),
     seq bigserial,
     list text NOT NULL,
     record_id integer NOT NULL,
     deleted integer NOT NULL)`,
  `CREATE INDEX record_change_pending_tx ON record_change_pending (tx, list)`,
  `CREATE OR REPLACE FUNCTION bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN RETURN NULL; END IF;
     INSERT INTO list_version_pending (list) VALUES (TG_ARGV[0]) ON CONFLICT DO NOTHING;
     IF TG_ARGV[1] = 'delta' THEN
       INSERT INTO record_change_pending (list, record_id, deleted)
         SELECT TG_ARGV[0], id, CASE WHEN TG_OP = 'DELETE' THEN 1 ELSE 0 END FROM changed_rows;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE FUNCTION mark_renamed_items() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM changed_rows JOIN old_rows USING (id)
                    WHERE changed_rows.name IS DISTINCT FROM old_rows.name) THEN
       RETURN NULL;
     END IF;
     INSERT INTO list_version_pending (list) VALUES ('items') ON CONFLICT DO NOTHING;
     EXECUTE format(
       'INSERT INTO record_change_pending (list, record_id, deleted)
          SELECT ''items'', items.id, 0 FROM items
          JOIN changed_rows ON items.%I = changed_rows.id
          JOIN old_rows ON old_rows.id = changed_rows.id
          WHERE changed_rows.name IS DISTINCT FROM old_rows.name', TG_ARGV[0]);
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE FUNCTION bump_stocktake_version() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     EXECUTE format(
       'INSERT INTO list_version_pending (list)
          SELECT DISTINCT ''stocktake:'' || %I FROM changed_rows
        ON CONFLICT DO NOTHING', TG_ARGV[0]);
     RETURN NULL;
   END $$`,
  // At COMMIT, once per list the transaction changed. A stocktake's row is made on its first bump.
  applyListVersion('CREATE'),
  `CREATE CONSTRAINT TRIGGER list_version_pending_apply AFTER INSERT ON list_version_pending
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_list_version()`,
];

export async function bumpVersionsAtCommit(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}
