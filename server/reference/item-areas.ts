import type { Selectable } from 'kysely';
import { SPEED_CLASSES, type SpeedClass } from '../../contract/constants';
import type { SyncListQuery } from '../../contract/schemas/sync';
import type { ItemArea, ItemAreaBody } from '../../contract/schemas/reference';
import type { DbOrTrx, ItemAreaRow } from '../db/schema';
import { assertValid, badRequest } from '../errors';
import { MAIN_SITE_ID } from '../../contract/paths';
import { isBlank, parseId } from '../../contract/validation/values';
import { hasSeveralSites } from '../sites/site-count';
import { optionalText } from '../request-values';
import { answerDeltaList } from '../sync/delta';
import { namedRecords } from './named-records';
import type { ActivityActor } from '../activity';

export const ITEM_AREA_MESSAGE = {
  nameRequired: 'Name is required.',
  siteInvalid: 'Valid site is required.',
  speedClassInvalid: `Speed class must be one of ${SPEED_CLASSES.join(', ')}.`,
} as const;

/** 'fast', 'FAST' and ' Fast ' all mean Fast; anything else is not a speed class. */
export function parseSpeedClass(value: unknown): SpeedClass | null {
  const text = optionalText(value).toLowerCase();
  return SPEED_CLASSES.find((speed) => speed.toLowerCase() === text) ?? null;
}

function toItemArea(row: Selectable<ItemAreaRow>): ItemArea {
  return {
    itemAreaId: row.id,
    name: row.name,
    speedClass: row.speed_class,
    createdDate: row.created_at,
    updatedDate: row.updated_at,
    SiteID: row.site_id,
  };
}

/** SiteID only once there are several sites: a single-site install answers as the spec does. */
async function withSites<T extends ItemArea>(db: DbOrTrx, areas: T[]): Promise<T[]> {
  if (await hasSeveralSites(db)) return areas;
  return areas.map(({ SiteID: _site, ...area }) => area as T);
}

async function oneWithSite(db: DbOrTrx, area: Promise<ItemArea>): Promise<ItemArea> {
  const [shown] = await withSites(db, [await area]);
  if (!shown) throw new Error('An item area vanished while it was answered.');
  return shown;
}

function readItemArea(body: ItemAreaBody) {
  const name = optionalText(body.name);
  const speedClass = parseSpeedClass(body.speedClass);
  const messages: string[] = [];
  if (name === '') messages.push(ITEM_AREA_MESSAGE.nameRequired);
  if (speedClass === null) messages.push(ITEM_AREA_MESSAGE.speedClassInvalid);
  assertValid(messages);
  // assertValid threw when speedClass was null. createItemArea resolved siteId to a site's id.
  const siteId = typeof body.siteId === 'number' ? { site_id: body.siteId } : {};
  return { name, speed_class: speedClass as SpeedClass, ...siteId };
}

const itemAreas = namedRecords({
  table: 'item_areas',
  what: 'Item area',
  noun: 'item area',
  nameTaken: 'An item area with this name already exists.',
  searchColumns: ['name', 'speed_class'],
  usedBy: [{ table: 'items', column: 'item_area_id', label: 'items' }],
  readBody: readItemArea,
  toApi: toItemArea,
  activity: { entity: 'item-area', fields: ['name', 'speed_class'] },
});

/**
 * The site's item areas (the spec's client reads them under itemArea), with the delta sync
 * cursor, or only what changed there after query.since. Main's cursor is the one from before
 * sites; another site's names it, so a cursor is never answered at another site.
 */
export async function listItemAreas(db: DbOrTrx, query: SyncListQuery, siteId: number) {
  const wrap = async ({ totalCount, records }: Awaited<ReturnType<typeof itemAreas.list>>) => ({
    totalCount,
    itemArea: await withSites(db, records),
  });
  return answerDeltaList(
    db,
    'item_areas',
    query,
    {
      full: async () => wrap(await itemAreas.list(db, query, siteId)),
      changed: async (version) => wrap(await itemAreas.listChanged(db, version, siteId)),
    },
    siteId === MAIN_SITE_ID ? '' : String(siteId),
  );
}

/** body.siteId, when given, must name a site; else the area is at the request's site. */
async function siteOfNewArea(db: DbOrTrx, body: ItemAreaBody, siteId: number): Promise<number> {
  if (isBlank(body.siteId)) return siteId;
  const named = parseId(body.siteId);
  const site =
    named === null
      ? undefined
      : await db.selectFrom('sites').select('id').where('id', '=', named).executeTakeFirst();
  if (!site) throw badRequest(ITEM_AREA_MESSAGE.siteInvalid);
  return site.id;
}

export const getItemArea = (db: DbOrTrx, id: number) => oneWithSite(db, itemAreas.get(db, id));
export async function createItemArea(
  db: DbOrTrx,
  actor: ActivityActor,
  body: ItemAreaBody,
  siteId: number,
) {
  const site = await siteOfNewArea(db, body, siteId);
  return oneWithSite(db, itemAreas.create(db, actor, { ...body, siteId: site }));
}
/** An edit never moves an area to another site: its stock's places stay where they are. */
export const updateItemArea = (db: DbOrTrx, actor: ActivityActor, id: number, body: ItemAreaBody) =>
  oneWithSite(db, itemAreas.update(db, actor, id, { ...body, siteId: null }));
export const deleteItemArea = itemAreas.remove;
