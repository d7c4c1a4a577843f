import { ENDPOINTS, SITE_ENDPOINTS } from '../../contract/paths';
import type { ItemArea } from '../../contract/schemas/reference';
import type {
  ItemSiteBody,
  ItemSiteList,
  Site,
  SiteBody,
  SiteDestinationList,
  SiteList,
} from '../../contract/schemas/sites';
import { apiJson, apiSend } from './http';
import { readItemAreaList, type ItemAreaListAnswer } from './normalize';

/** GET /sites: the sites the signed-in user works at (every site for an Administrator). */
export function listSites(): Promise<SiteList> {
  return apiJson<SiteList>(SITE_ENDPOINTS.sites);
}

/** GET /sites?scope=destinations: every site, id and name, where a transfer may go (Transfers). */
export function listSiteDestinations(): Promise<SiteDestinationList> {
  return apiJson<SiteDestinationList>(`${SITE_ENDPOINTS.sites}?scope=destinations`);
}

export function getSite(id: number | string): Promise<Site> {
  return apiJson<Site>(SITE_ENDPOINTS.site(id));
}

export function createSite(body: SiteBody): Promise<Site> {
  return apiJson<Site>(SITE_ENDPOINTS.sites, { method: 'POST', json: body });
}

export function updateSite(id: number, body: SiteBody): Promise<Site> {
  return apiJson<Site>(SITE_ENDPOINTS.site(id), { method: 'PUT', json: body });
}

/** A site that holds stock or records is refused (409) with the server's message. */
export async function deleteSite(id: number): Promise<void> {
  await apiSend(SITE_ENDPOINTS.site(id), { method: 'DELETE' });
}

/** GET /items/{id}/sites: the item's area, par level, reorder point and stock at each site. */
export function listItemSites(itemId: number | string): Promise<ItemSiteList> {
  return apiJson<ItemSiteList>(SITE_ENDPOINTS.itemSites(itemId));
}

/** PUT /items/{id}/sites/{siteId}: the item's own settings at that site (its answer unread). */
export async function updateItemSite(
  itemId: number,
  siteId: number,
  body: ItemSiteBody,
): Promise<void> {
  await apiSend(SITE_ENDPOINTS.itemSite(itemId, siteId), { method: 'PUT', json: body });
}

/** GET /locations at one site (X-Site-Id): its item areas, for an item's settings there. */
export async function listItemAreasAt(siteId: number): Promise<ItemArea[]> {
  return readItemAreaList(await apiJson<ItemAreaListAnswer>(ENDPOINTS.locations, { site: siteId }));
}
