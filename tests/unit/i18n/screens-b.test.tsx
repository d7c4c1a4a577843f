import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../src/i18n';
import { selectionCountText } from '../../../src/features/items/item-selection';
import { explainSuggestion } from '../../../src/features/purchasing/packs';
import { newPoDraft, newPoLine, summarizePo } from '../../../src/features/purchasing/po-form';
import { ValuationTabs } from '../../../src/features/valuation/ValuationTabs';

/**
 * Issue 36, the screens of part b: texts built outside React follow the language spoken, the
 * builders over useT() re-render on a switch, and counts take each language's plural forms.
 */
describe('screens part b in other languages', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en', { save: false }));
  });

  it('re-renders a screen built from a texts module when the language changes', async () => {
    render(
      <MemoryRouter>
        <ValuationTabs />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Stock Value' })).toBeTruthy();
    await act(() => switchLanguage('es', { save: false }));
    expect(screen.getByRole('link', { name: 'Valor de existencias' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Valoración' })).toBeTruthy();
  });

  it('explains a suggestion in the trade words of the language spoken', async () => {
    const line = {
      OnHand: 2,
      OnOrder: 0,
      ReorderPoint: 4,
      ParLevel: 12,
      PackSize: null,
      PackName: null,
      SuggestedQuantity: 10,
    };
    await switchLanguage('de', { save: false });
    expect(explainSuggestion(line)).toBe(
      'vorrätig 2 + bestellt 0 ≤ Meldebestand 4 → auffüllen auf Sollbestand 12 = 10',
    );
  });

  it("counts with each language's plural forms", async () => {
    const draft = (lines: number) => ({
      ...newPoDraft(),
      poNumber: 'PO-7',
      lines: Array.from({ length: lines }, () => newPoLine()),
    });
    expect(summarizePo(draft(1), 'Fresh Farms')).toBe('Purchase order PO-7 to Fresh Farms: 1 line');
    await switchLanguage('ar', { save: false });
    expect(summarizePo(draft(2), 'Fresh Farms')).toBe('أمر الشراء PO-7 إلى Fresh Farms: سطران');
    expect(summarizePo(draft(3), 'Fresh Farms')).toBe('أمر الشراء PO-7 إلى Fresh Farms: 3 أسطر');
    await switchLanguage('fr', { save: false });
    expect(selectionCountText(1)).toBe('1 sélectionné');
    expect(selectionCountText(20000)).toBe('20000 sélectionnés');
  });
});
