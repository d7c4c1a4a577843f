import type { Static } from 'typebox';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ItemStockSchema } from '../../../contract/schemas/item-stock';
import type { ImportResultSchema } from '../../../contract/schemas/imports';
import type { OrderListSchema } from '../../../contract/schemas/orders';
import type {
  PurchaseOrderListSchema,
  SuggestionListSchema,
} from '../../../contract/schemas/purchasing';
import type { RoleListSchema } from '../../../contract/schemas/reference';
import type {
  DashboardSummarySchema,
  ItemLocationListSchema,
  LowItemListSchema,
  NearExpiryListSchema,
  PoReceivedItemListSchema,
  ReceivedItemListSchema,
  WasteItemListSchema,
} from '../../../contract/schemas/stock';
import type {
  StockAdjustmentListSchema,
  StocktakeListSchema,
} from '../../../contract/schemas/stocktakes';
import { serverReachable } from '../../../src/api/connectivity';
import { ApiError, apiJson } from '../../../src/api/http';
import type { importCsv } from '../../../src/api/imports';
import { getItemStock } from '../../../src/api/items';
import type { getNearExpiryList } from '../../../src/api/near-expiry';
import type { listOrders } from '../../../src/api/orders';
import type { listPurchaseOrders, listSuggestions } from '../../../src/api/purchase-orders';
import type { listReceivedItems } from '../../../src/api/receive-items';
import { listPoReceivedItems } from '../../../src/api/receive-items';
import { loadReferenceList } from '../../../src/api/reference-loaders';
import type { listRoles } from '../../../src/api/roles';
import type {
  listItemLocations,
  listLowItems,
  readDashboardSummary,
} from '../../../src/api/stock-insight';
import type { listStockAdjustments, listStocktakes } from '../../../src/api/stocktakes';
import type { listWasteItems } from '../../../src/api/waste';
import { stubFetch } from '../support/fake-api';
import { jsonResponse } from '../support/json';

afterEach(() => {
  vi.unstubAllGlobals();
  serverReachable.set(true);
});

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

describe('resource modules answer the contract’s types (issue 33)', () => {
  it('each list and report is typed as the schema the server serializes it with', () => {
    // Checked by the type check (tsc), which runs these files: a module that widens, narrows
    // or re-declares an answer no longer matches the contract's schema and fails here.
    expectTypeOf<Answer<typeof listWasteItems>>().toEqualTypeOf<
      Static<typeof WasteItemListSchema>
    >();
    expectTypeOf<Answer<typeof listOrders>>().toEqualTypeOf<Static<typeof OrderListSchema>>();
    expectTypeOf<Answer<typeof listReceivedItems>>().toEqualTypeOf<
      Static<typeof ReceivedItemListSchema>
    >();
    expectTypeOf<Answer<typeof listPoReceivedItems>>().toEqualTypeOf<
      Static<typeof PoReceivedItemListSchema>
    >();
    expectTypeOf<Answer<typeof getNearExpiryList>>().toEqualTypeOf<
      Static<typeof NearExpiryListSchema>['nearExpiryList']
    >();
    expectTypeOf<Answer<typeof listLowItems>>().toEqualTypeOf<
      Static<typeof LowItemListSchema>['lowItems']
    >();
    expectTypeOf<Answer<typeof listItemLocations>>().toEqualTypeOf<
      Static<typeof ItemLocationListSchema>
    >();
    expectTypeOf<Answer<typeof readDashboardSummary>>().toEqualTypeOf<
      Static<typeof DashboardSummarySchema>
    >();
    expectTypeOf<Answer<typeof listStocktakes>>().toEqualTypeOf<
      Static<typeof StocktakeListSchema>
    >();
    expectTypeOf<Answer<typeof listStockAdjustments>>().toEqualTypeOf<
      Static<typeof StockAdjustmentListSchema>
    >();
    expectTypeOf<Answer<typeof listPurchaseOrders>>().toEqualTypeOf<
      Static<typeof PurchaseOrderListSchema>
    >();
    expectTypeOf<Answer<typeof listSuggestions>>().toEqualTypeOf<
      Static<typeof SuggestionListSchema>
    >();
    expectTypeOf<Answer<typeof listRoles>>().toEqualTypeOf<
      Static<typeof RoleListSchema>['roles']
    >();
    expectTypeOf<Answer<typeof importCsv>>().toEqualTypeOf<Static<typeof ImportResultSchema>>();
    expectTypeOf<Answer<typeof getItemStock>>().toEqualTypeOf<Static<typeof ItemStockSchema>>();
  });

  it('a 2xx without a JSON object is no answer the contract knows: an ApiError, no message', async () => {
    for (const body of ['', '"ok"', 'null', '42']) {
      stubFetch(() => new Response(body, { headers: { 'Content-Type': 'application/json' } }));
      const error = await apiJson('/stocktakes').catch((caught: unknown) => caught);
      expect(error, body).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 200, serverMessage: null });
      // The server did answer: this is not "offline".
      expect(serverReachable.get()).toBe(true);
    }
  });

  it('reads an item’s stock through the items module (GET /items/{id}/stock)', async () => {
    const stock = { OnHand: 4, Lots: [], Movements: [] };
    const calls = stubFetch(() => jsonResponse(stock));
    await expect(getItemStock(7)).resolves.toEqual(stock);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /items/7/stock']);
  });

  it('keeps the spec’s variants: POId read as PoId, item areas under data, no cursor', async () => {
    stubFetch(() => jsonResponse({ totalCount: 1, poReceiveItems: [{ ID: 1, POId: 'PO-9' }] }));
    const { poReceiveItems } = await listPoReceivedItems('');
    expect(poReceiveItems[0]?.PoId).toBe('PO-9');

    const area = { itemAreaId: 3, name: 'Cold Room', speedClass: 'Fast' };
    stubFetch(() => jsonResponse({ totalCount: 1, data: [area] }));
    await expect(loadReferenceList('itemAreas', { etag: null, cursor: null })).resolves.toEqual({
      kind: 'full',
      rows: [area],
      etag: null,
      cursor: null,
    });
  });
});
