import { ITEM_AREA_CSV } from '../../contract/csv-columns';
import { ENDPOINTS } from '../../contract/paths';
import { ItemAreaBodySchema, ItemAreaListSchema, ItemAreaSchema } from '../../contract/schemas';
import {
  createItemArea,
  deleteItemArea,
  getItemArea,
  listItemAreas,
  updateItemArea,
} from '../reference/item-areas';
import { namedRecordRoutes } from './named-record-routes';

/** Any signed-in role reads; writes need the 'Item Area' page (spec section 6). */
export const itemAreaRoutes = namedRecordRoutes({
  endpoints: { list: ENDPOINTS.locations, one: ENDPOINTS.location },
  page: 'Item Area',
  what: 'Item area',
  tags: ['locations'],
  schemas: { body: ItemAreaBodySchema, record: ItemAreaSchema, list: ItemAreaListSchema },
  versionedList: 'item_areas',
  csv: { fileName: 'item-areas', columns: ITEM_AREA_CSV },
  listKey: 'itemArea',
  siteScoped: true,
  list: listItemAreas,
  get: getItemArea,
  create: createItemArea,
  update: updateItemArea,
  remove: deleteItemArea,
});
