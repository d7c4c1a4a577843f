import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { findItemByCode, searchItems } from '../../../src/lib/item-match';
import { ItemPicker, PICKER_OPTION_LIMIT } from '../../../src/scanner/ItemPicker';
import { ITEMS } from './stock-test-kit';

function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ItemPicker items={ITEMS} value={value} onChange={setValue} />
      <output data-testid="value">{value ?? 'none'}</output>
    </form>
  );
}

function renderPicker() {
  const onSubmit = vi.fn();
  render(<Harness onSubmit={onSubmit} />);
  return { onSubmit, input: screen.getByRole('combobox', { name: 'Item' }) };
}

function optionNames() {
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.querySelector('.item-picker-name')?.textContent);
}

describe('item picker filtering', () => {
  it('matches name or barcode, an exact barcode and name prefixes first', () => {
    expect(searchItems(ITEMS, 'milk', PICKER_OPTION_LIMIT).map((item) => item.name)).toEqual([
      'Milk Powder',
      'Whole Milk',
    ]);
    expect(searchItems(ITEMS, '5000222', PICKER_OPTION_LIMIT).map((item) => item.name)).toEqual([
      'Butter',
    ]);
    expect(searchItems(ITEMS, '', PICKER_OPTION_LIMIT).map((item) => item.name)).toEqual([
      'Butter',
      'Milk Powder',
      'Whole Milk',
    ]);
    expect(findItemByCode(ITEMS, ' 5000333 ')?.name).toBe('Milk Powder');
    expect(findItemByCode(ITEMS, '50003')).toBeUndefined();
  });
});

describe('<ItemPicker>', () => {
  it('filters as you type and shows name, unit and barcode', async () => {
    const { input } = renderPicker();
    await userEvent.type(input, 'MILK');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Milk Powder', 'Whole Milk']);
    expect(screen.getAllByRole('option')[1]).toHaveTextContent('L · 5000111');
  });

  it('picks with the mouse (or a tap)', async () => {
    const { input } = renderPicker();
    await userEvent.type(input, 'but');
    await userEvent.click(screen.getByRole('option', { name: /Butter/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('2');
    expect(input).toHaveValue('Butter');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks with the arrows and Enter, pointing aria-activedescendant at the option', async () => {
    const { input, onSubmit } = renderPicker();
    await userEvent.type(input, 'milk');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(document.getElementById(active ?? '')).toHaveTextContent('Whole Milk');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('1');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('picks the item whose exact barcode was typed and ended with Enter (a wedge scanner)', async () => {
    const { input, onSubmit } = renderPicker();
    await userEvent.type(input, '5000333{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('3');
    expect(input).toHaveValue('Milk Powder');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the choice when the text is edited again and says when nothing matches', async () => {
    const { input } = renderPicker();
    await userEvent.type(input, '5000222{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('2');
    await userEvent.type(input, 'zz');
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    expect(screen.getByText('No items match.')).toBeInTheDocument();
  });
});
