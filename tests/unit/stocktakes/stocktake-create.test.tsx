import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StocktakeCreatePage } from '../../../src/features/stocktakes/StocktakeCreatePage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  json,
  posts,
  renderRoutes,
  signIn,
  signOutForTests,
  spyAlert,
  stubFetch,
} from '../inventory/stock-test-kit';

const AREA = { itemAreaId: 4, name: 'Cold Room', speedClass: 'Fast' };

beforeEach(async () => {
  await resetDatabaseForTests();
  signIn('Manager', 'manager');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutForTests();
});

describe('Start Stocktake (issue 25, point 4)', () => {
  it('lands on the new stocktake’s count screen once the server accepted it', async () => {
    spyAlert();
    const calls = stubFetch((call) => {
      if (call.method === 'GET' && call.path === '/locations') {
        return json(200, { itemArea: [AREA] });
      }
      if (call.method === 'POST' && call.path === '/stocktakes') {
        return json(201, { StocktakeId: 41, Name: 'Monday' });
      }
      return undefined;
    });
    renderRoutes(
      [
        { path: '/stocktakes/create', element: <StocktakeCreatePage /> },
        { path: '/stocktakes/:id', element: <p>Count screen</p> },
        { path: '/stocktakes', element: <p>Stocktake list</p> },
      ],
      ['/stocktakes/create'],
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Monday');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Cold Room' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start Stocktake' }));
    expect(await screen.findByText('Count screen')).toBeInTheDocument();
    expect(screen.queryByText('Stocktake list')).toBeNull();
    await waitFor(() => expect(posts(calls, '/stocktakes')).toHaveLength(1));
  });
});
