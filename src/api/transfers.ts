import { TRANSFER_ENDPOINTS } from '../../contract/paths';
import type { Transfer, TransferList } from '../../contract/schemas/transfers';
import { apiJson } from './http';

/**
 * One page of the chosen site's transfers, newest first (design: Sites and transfers); `query`
 * is the URL query (direction, status, search, page). Sending, receiving and cancelling go
 * through the outbox (src/offline/outbox/kinds.ts), not here.
 */
export function listTransfers(query: string): Promise<TransferList> {
  return apiJson<TransferList>(TRANSFER_ENDPOINTS.transfers, { query });
}

/** One transfer with its lines and the lots each took; users of either site read it. */
export function getTransfer(id: number): Promise<Transfer> {
  return apiJson<Transfer>(TRANSFER_ENDPOINTS.transfer(id));
}

/** The list's three views (design: Transfers: In transit to here, Sent, Received). */
export const TRANSFER_TABS = ['inTransit', 'sent', 'received'] as const;
export type TransferTab = (typeof TRANSFER_TABS)[number];

export const TRANSFER_PAGE_SIZE = 20;

/**
 * A view's URL query. Its first page of In transit is the one device sync keeps for the chosen
 * site (src/offline/device-sync), under the very key the list screen reads.
 */
export function transferListQuery(
  tab: TransferTab,
  page = 1,
  pageSize = TRANSFER_PAGE_SIZE,
): string {
  const params = new URLSearchParams();
  params.set('direction', tab === 'sent' ? 'out' : 'in');
  if (tab === 'inTransit') params.set('status', 'in_transit');
  if (tab === 'received') params.set('status', 'received');
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return params.toString();
}
