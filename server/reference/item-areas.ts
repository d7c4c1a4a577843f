import type { Selectable } from 'kysely';
import { SPEED_CLASSES, type SpeedClass } from '../../contract/constants';
import type { SyncListQuery } from '../../contract/schemas/sync';
import type { ItemArea, ItemAreaBody } from '../../contract/schemas/reference';
import type { DbOrTrx, ItemAreaRow } from '../db/schema';
import { assertValid } from '../errors';
import { optionalText } from '../request-values';
import { answerDeltaList } from '../sync/delta';
import { namedRecords } from './named-records';

export const ITEM_AREA_MESSAGE = {
  nameRequired: 'Name is required.',
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
  };
}

function readItemArea(body: ItemAreaBody) {
  const name = optionalText(body.name);
  const speedClass = parseSpeedClass(body.speedClass);
  const messages: string[] = [];
  if (name === '') messages.push(ITEM_AREA_MESSAGE.nameRequired);
  if (speedClass === null) messages.push(ITEM_AREA_MESSAGE.speedClassInvalid);
  assertValid(messages);
  // assertValid threw when speedClass was null.
  return { name, speed_class: speedClass as SpeedClass };
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
});

/** The spec's client reads the list under itemArea. */
/** The list with its delta sync cursor, or only what changed after query.since. */
export async function listItemAreas(db: DbOrTrx, query: SyncListQuery) {
  const wrap = ({ totalCount, records }: Awaited<ReturnType<typeof itemAreas.list>>) => ({
    totalCount,
    itemArea: records,
  });
  return answerDeltaList(db, 'item_areas', query, {
    full: async () => wrap(await itemAreas.list(db, query)),
    changed: async (version) => wrap(await itemAreas.listChanged(db, version)),
  });
}

export const getItemArea = itemAreas.get;
export const createItemArea = itemAreas.create;
export const updateItemArea = itemAreas.update;
export const deleteItemArea = itemAreas.remove;
