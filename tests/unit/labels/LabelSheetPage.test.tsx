import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LABEL_SHEET_MAX, LabelSheetPage } from '../../../src/features/labels/LabelSheetPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { refreshReference } from '../../../src/offline/reference-cache';
import { itemOf } from '../items/fixtures';
import { renderRoutes, settle, spyOnAlert, stubFetch } from '../items/harness';

const ITEMS = [
  itemOf(),
  itemOf({ itemId: 8, name: 'Basmati Rice', barcode: 'RICE-01' }),
  itemOf({ itemId: 12, name: 'Green Tea', barcode: 'TEA-12' }),
];

function labelNames(): string[] {
  return [...document.querySelectorAll('.label-name')].map((label) => label.textContent);
}

describe('LabelSheetPage', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
    // jsdom has no canvas: bwip-js's drawing is checked by the browser test that prints.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(settle);

  it('offline, draws a label for exactly the ids asked, from the saved items', async () => {
    await refreshReference('items', () =>
      Promise.resolve({ kind: 'full' as const, rows: ITEMS, etag: null, cursor: null }),
    );
    const alert = spyOnAlert();
    stubFetch(() => undefined);
    renderRoutes('/items/labels?ids=12,7', [
      { path: '/items/labels', element: <LabelSheetPage /> },
    ]);
    expect(await screen.findByRole('img', { name: 'Barcode TEA-12' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Barcode 5000112637922' })).toBeInTheDocument();
    await waitFor(() => expect(labelNames()).toHaveLength(2));
    expect(labelNames().sort()).toEqual(['Green Tea', 'Whole Milk']);
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('draws at most LABEL_SHEET_MAX labels for a whole catalogue, and says how to print the rest', async () => {
    const many = Array.from({ length: LABEL_SHEET_MAX + 20 }, (_unused, index) =>
      itemOf({
        itemId: index + 1,
        name: `Item ${String(index + 1).padStart(4, '0')}`,
        barcode: `B-${index + 1}`,
      }),
    );
    await refreshReference('items', () =>
      Promise.resolve({ kind: 'full' as const, rows: many, etag: null, cursor: null }),
    );
    stubFetch(() => undefined);
    renderRoutes('/items/labels?search=', [{ path: '/items/labels', element: <LabelSheetPage /> }]);
    expect(
      await screen.findByText(
        'Showing labels for the first 500 of 520 items. Search or select the items you need to print the rest, 500 at a time.',
      ),
    ).toBeInTheDocument();
    expect(labelNames()).toHaveLength(LABEL_SHEET_MAX);
    expect(labelNames()[0]).toBe('Item 0001');
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });
});
