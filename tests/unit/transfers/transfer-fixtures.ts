import type { Transfer, TransferLine } from '../../../contract/schemas/transfers';

const MAIN = { id: 1, name: 'Main Store' };
const BAR = { id: 2, name: 'Bar' };
export const SITES = { MAIN, BAR };

function item(id: number, name: string, unit = 'bottle') {
  return {
    ID: id,
    Name: name,
    URL: null,
    Barcode: `400000000${id}`,
    Unit: unit,
    LocationID: 1,
    Category: { Name: 'Drinks' },
    Location: { Name: 'Cellar', SpeedClass: 'A' },
  };
}

/**
 * Red Wine: 12 sent from two lots (8 expiring in June at 4.00, 4 in September at 5.50);
 * Limes: 3 kg from one lot without a cost.
 */
export const WINE_LINE: TransferLine = {
  LineId: 11,
  ItemID: 5,
  Item: item(5, 'Red Wine 75cl'),
  Quantity: 12,
  ReceivedQuantity: null,
  LostQuantity: null,
  LostValue: null,
  Lots: [
    { ExpirationDate: '2026-06-30', Quantity: 8, UnitCost: 4 },
    { ExpirationDate: '2026-09-30', Quantity: 4, UnitCost: 5.5 },
  ],
};

export const LIME_LINE: TransferLine = {
  LineId: 12,
  ItemID: 6,
  Item: item(6, 'Limes', 'kg'),
  Quantity: 3,
  ReceivedQuantity: null,
  LostQuantity: null,
  LostValue: null,
  Lots: [{ ExpirationDate: '2026-04-10', Quantity: 3, UnitCost: null }],
};

export function transferFixture(fields: Partial<Transfer> = {}): Transfer {
  return {
    TransferId: 5,
    TransferNumber: 'TR-000005',
    FromSiteID: MAIN.id,
    FromSite: { Name: MAIN.name },
    ToSiteID: BAR.id,
    ToSite: { Name: BAR.name },
    Status: 'in_transit',
    Note: 'For the weekend',
    SentAt: '2026-03-10T09:00:00.000Z',
    SentBy: 'Manager',
    ReceivedAt: null,
    ReceivedBy: null,
    CancelledAt: null,
    CancelledBy: null,
    CancelReason: null,
    Value: 54,
    Lines: [WINE_LINE, LIME_LINE],
    ...fields,
  };
}
