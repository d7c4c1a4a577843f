import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from '../../../src/features/offline/OfflineBanner';
import { offlineBannerText } from '../../../src/features/offline/offline-text';
import { database, resetDatabaseForTests } from '../../../src/offline/database';
import { NotSavedYet } from '../../../src/ui/NotSavedYet';
import { OFFLINE_TEXT } from '../../../contract/messages';

beforeEach(async () => {
  await resetDatabaseForTests();
});

describe('offline banner', () => {
  it('says how long ago the shown data was saved', () => {
    const now = Date.UTC(2026, 2, 7, 12, 0);
    expect(offlineBannerText(now - 5 * 60_000, now)).toBe(
      'You are offline. Showing data saved 5 minutes ago.',
    );
    expect(offlineBannerText(now - 2 * 3_600_000, now)).toBe(
      'You are offline. Showing data saved about 2 hours ago.',
    );
    // A save stamped a little ahead of the clock is not "in a few seconds".
    expect(offlineBannerText(now + 5_000, now)).toBe(
      'You are offline. Showing data saved less than a minute ago.',
    );
    expect(offlineBannerText(null, now)).toBe(
      'You are offline. Nothing has been saved on this device yet.',
    );
  });

  it('shows the newest save of the cached lists while offline, nothing online', async () => {
    const now = Date.now();
    await database().cacheMeta.put({ key: 'items', savedAt: now - 3 * 3_600_000, etag: null });
    await database().listPages.put({ key: 'waste?', data: [], savedAt: now - 5 * 60_000 });
    const { rerender } = render(<OfflineBanner online={false} />);
    expect(
      await screen.findByText('You are offline. Showing data saved 5 minutes ago.'),
    ).toBeVisible();
    rerender(<OfflineBanner online />);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });

  it('above a list never saved on this device, says only that it is offline', async () => {
    await database().listPages.put({ key: 'waste?', data: [], savedAt: Date.now() - 60_000 });
    const { rerender } = render(
      <>
        <OfflineBanner online={false} />
        <NotSavedYet />
      </>,
    );
    expect(screen.getByText(OFFLINE_TEXT.notSavedYet)).toBeVisible();
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent(/^You are offline\.$/);
    // Another page, whose list is saved: the banner says how old it is again.
    rerender(<OfflineBanner online={false} />);
    expect(
      await screen.findByText('You are offline. Showing data saved 1 minute ago.'),
    ).toBeVisible();
  });
});
