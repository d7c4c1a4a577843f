import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../../../src/hooks/SessionContext';
import { UnauthorizedPage } from '../../../src/features/auth/UnauthorizedPage';
import { clearTestSession } from '../support/app-shell';

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/unauthorized', element: <UnauthorizedPage /> },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

beforeEach(() => clearTestSession());
afterEach(() => clearTestSession());

describe('unauthorized page (spec 2.4)', () => {
  it('says 403 - Unauthorized and why', () => {
    renderAt(['/unauthorized']);
    expect(screen.getByRole('heading', { level: 1, name: '403 - Unauthorized' })).toBeVisible();
    expect(screen.getByText('You do not have permission to access this page.')).toBeVisible();
  });

  it('Go Back returns to the previous page', async () => {
    const user = userEvent.setup();
    const router = renderAt(['/items', '/unauthorized']);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/items');
  });

  it('Go Back without a previous page leads to the dashboard', async () => {
    const user = userEvent.setup();
    const router = renderAt(['/unauthorized']);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
