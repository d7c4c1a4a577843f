import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeviceSyncProgress } from '../../../src/features/offline/ReadyOffline';

/** The strip under the header while a first whole list is saved to the device. */
describe('the device sync progress strip', () => {
  it('says how much of a list is saved', () => {
    render(
      <DeviceSyncProgress state={{ phase: 'saving', kind: 'items', saved: 12000, total: 20000 }} />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Saving items for offline use: 12,000 of 20,000',
    );
  });

  it('shows nothing for a list with nothing in it, rather than "0 of 0"', () => {
    const { container } = render(
      <DeviceSyncProgress
        state={{ phase: 'saving', kind: 'purchaseOrders', saved: 0, total: 0 }}
      />,
    );
    expect(container.textContent).toBe('');
  });

  it('shows nothing once the device is ready', () => {
    const { container } = render(
      <DeviceSyncProgress state={{ phase: 'ready', syncedAt: Date.now() }} />,
    );
    expect(container.textContent).toBe('');
  });
});
