import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, WINDOWED_ABOVE, type Column } from '../../../src/ui/DataTable';

interface Line {
  id: number;
  name: string;
}

const COLUMNS: Column<Line>[] = [
  { header: 'No', cell: (_line, index) => index + 1 },
  { header: 'Name', cell: (line) => line.name, primary: true },
];

function linesOf(count: number): Line[] {
  return Array.from({ length: count }, (_unused, n) => ({ id: n + 1, name: `Line ${n + 1}` }));
}

function bodyRows(): HTMLElement[] {
  const [, body] = screen.getAllByRole('rowgroup');
  if (!body) throw new Error('no body');
  return within(body).getAllByRole('row');
}

describe('DataTable', () => {
  it('draws every row of a short table', () => {
    render(
      <DataTable columns={COLUMNS} rows={linesOf(WINDOWED_ABOVE)} rowKey={(line) => line.id} />,
    );
    expect(bodyRows()).toHaveLength(WINDOWED_ABOVE);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
  });

  it('draws only the first screen of a long table, numbered from the whole list', () => {
    render(<DataTable columns={COLUMNS} rows={linesOf(5000)} rowKey={(line) => line.id} />);
    const drawn = bodyRows();
    expect(drawn.length).toBeGreaterThan(3);
    expect(drawn.length).toBeLessThan(30);
    expect(within(drawn[0] ?? document.body).getByText('Line 1')).toBeInTheDocument();
    expect(screen.queryByText('Line 5000')).not.toBeInTheDocument();
    // Screen readers still hear the table's full size and each row's place in it.
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2');
  });
});
