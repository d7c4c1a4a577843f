import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT } from '../../../contract/messages';
import { OnlineOnly } from '../../../src/app/OnlineOnly';
import { APP_ROUTES } from '../../../src/app/route-table';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('screens that need the server', () => {
  it('say plainly that they need a connection while offline, and show once online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <OnlineOnly>
        <p>Users table</p>
      </OnlineOnly>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT.usersNeedConnection);
    expect(screen.queryByText('Users table')).toBeNull();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('Users table')).toBeInTheDocument();
  });

  it('are exactly the user management routes', () => {
    const paths = APP_ROUTES.filter((route) => route.needsConnection).map((route) => route.path);
    expect(paths).toEqual(['/users', '/users/create', '/users/:id', '/users/:id/change-password']);
  });
});
