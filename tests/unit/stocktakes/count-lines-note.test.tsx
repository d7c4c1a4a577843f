import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountLinesTable } from '../../../src/features/stocktakes/CountLinesTable';

const SENTENCE =
  'Stock received or used after an item is counted is kept when the stocktake is posted.';

function renderTable(open: boolean) {
  render(
    <CountLinesTable
      lines={[]}
      userName="clerk"
      open={open}
      onDeleteCount={() => undefined}
      onDropPending={() => undefined}
    />,
  );
}

describe('the count screen says what posting keeps (issue 32, row 4)', () => {
  it('tells an open stocktake’s counters that what moves after a count is kept', () => {
    renderTable(true);
    expect(screen.getByText(SENTENCE)).toBeInTheDocument();
  });

  it('says nothing of it once the stocktake is closed', () => {
    renderTable(false);
    expect(screen.queryByText(SENTENCE)).toBeNull();
  });
});
