import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Item } from '../../../contract/schemas/reference';
import { ItemPicker } from '../../../src/scanner/ItemPicker';
import { ITEMS, signIn, signOutForTests } from '../inventory/stock-test-kit';

function Harness({ continuous = false }: { continuous?: boolean }) {
  const [value, setValue] = useState<number | null>(null);
  const [added, setAdded] = useState<Item[]>([]);
  return (
    <MemoryRouter>
      <button type="button">Elsewhere</button>
      <input aria-label="Note" />
      <ItemPicker
        items={ITEMS}
        value={value}
        onChange={setValue}
        onScanAdd={continuous ? (item) => setAdded((list) => [...list, item]) : undefined}
      />
      <output data-testid="value">{value ?? 'none'}</output>
      <output data-testid="added">{added.map((item) => item.name).join(',')}</output>
    </MemoryRouter>
  );
}

let clock = 0;

/** One keydown stamped `at` ms: the test decides the timing, not the machine's speed. */
function keyDown(target: Element, key: string, at: number) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: at });
  return fireEvent(target, event);
}

/** A wedge scanner: keys 5 ms apart, then Enter. */
function wedge(target: Element, code: string, gap = 5) {
  clock += 10_000;
  for (const key of code) {
    keyDown(target, key, clock);
    clock += gap;
  }
  return keyDown(target, 'Enter', clock);
}

describe('scanning in the item picker', () => {
  afterEach(() => signOutForTests());

  it('has a Scan button', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Scan' })).toBeInTheDocument();
  });

  it('takes a wedge burst typed with the focus on no text input, without a click first', () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Elsewhere' });
    const notCancelled = wedge(button, '5000222');
    expect(screen.getByTestId('value')).toHaveTextContent('2');
    // The ending Enter must not also press the focused button.
    expect(notCancelled).toBe(false);
  });

  it('does not take a person typing at 150 ms a key', () => {
    render(<Harness />);
    wedge(document.body, '5000222', 150);
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('leaves a burst typed into another text input alone', () => {
    render(<Harness />);
    wedge(screen.getByRole('textbox', { name: 'Note' }), '5000222');
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('in continuous mode hands each scan to the form', () => {
    render(<Harness continuous />);
    wedge(document.body, '5000111');
    wedge(document.body, '5000333');
    expect(screen.getByTestId('added')).toHaveTextContent('Whole Milk,Milk Powder');
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('says an unknown code, offering Add Item to roles with Items', () => {
    signIn('Warehouse Staff');
    render(<Harness />);
    wedge(document.body, '9990001');
    expect(screen.getByRole('alert')).toHaveTextContent('No item with barcode 9990001');
    expect(screen.getByRole('link', { name: 'Add Item' })).toHaveAttribute(
      'href',
      '/items/create?barcode=9990001',
    );
  });

  it('offers no Add Item to roles without Items', () => {
    signIn('Editor');
    render(<Harness />);
    wedge(document.body, '9990001');
    expect(screen.getByRole('alert')).toHaveTextContent('No item with barcode 9990001');
    expect(screen.queryByRole('link', { name: 'Add Item' })).toBeNull();
  });
});
