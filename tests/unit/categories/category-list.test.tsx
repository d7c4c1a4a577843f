import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../../../contract/schemas/reference';
import { CategoryListPage } from '../../../src/features/categories/CategoryListPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { refreshReference } from '../../../src/offline/reference-cache';
import {
  deferred,
  failure,
  json,
  never,
  renderRoutes,
  spyAlert,
  stamp,
  stubApi,
  must,
} from '../support/reference-screens';

const categories: Category[] = [
  {
    CategoryId: 1,
    name: 'Dairy',
    description: 'Milk and cheese',
    createdDate: stamp(1),
    updatedDate: stamp(2),
  },
  {
    CategoryId: 2,
    name: 'Bakery',
    description: 'Bread',
    createdDate: stamp(1),
    updatedDate: stamp(2),
  },
  {
    CategoryId: 3,
    name: 'Frozen Dairy',
    description: '',
    createdDate: stamp(1),
    updatedDate: stamp(2),
  },
];

function renderList() {
  return renderRoutes([{ path: '/categories', element: <CategoryListPage /> }], ['/categories']);
}

beforeEach(async () => {
  await resetDatabaseForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Category list (spec 2.14)', () => {
  it('shows the loading text, then No, Category Name and Descriptions for every row', async () => {
    const { promise, resolve } = deferred();
    stubApi({ 'GET /categories': () => promise });
    renderList();
    expect(await screen.findByText('Loading categories...')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search Categories')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Add' })).toHaveAttribute(
      'href',
      '/categories/create',
    );

    resolve(json(200, { totalCount: 3, categories }));
    const table = await screen.findByRole('table');
    expect(screen.queryByText('Loading categories...')).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No', 'Category Name', 'Descriptions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(
      within(must(rows[0]))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Bakery', 'Bread']);
  });

  it('filters by name as a case-insensitive substring, renumbering the rows', async () => {
    stubApi({ 'GET /categories': () => json(200, { totalCount: 3, categories }) });
    renderList();
    await screen.findByRole('table');
    await userEvent.type(screen.getByPlaceholderText('Search Categories'), 'dAIRy');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Dairy',
      'Frozen Dairy',
    ]);
    expect(within(must(rows[1])).getAllByRole('cell')[0]).toHaveTextContent('2');
    // The description is not searched.
    await userEvent.clear(screen.getByPlaceholderText('Search Categories'));
    await userEvent.type(screen.getByPlaceholderText('Search Categories'), 'bread');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the detail when a row is clicked', async () => {
    stubApi({ 'GET /categories': () => json(200, { totalCount: 3, categories }) });
    renderList();
    await userEvent.click(await screen.findByText('Dairy'));
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/1');
  });

  it('alerts the fallback when the list cannot load and nothing is cached', async () => {
    const alert = spyAlert();
    stubApi({ 'GET /categories': () => failure(500) });
    renderList();
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to load categories. Please try again.'),
    );
  });

  it('alerts the server message when there is one', async () => {
    const alert = spyAlert();
    stubApi({ 'GET /categories': () => failure(503, ['Database busy', 'Try later']) });
    renderList();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Database busy\nTry later'));
  });

  it('shows the cached copy without an alert when the refresh fails', async () => {
    await refreshReference('categories', async () => ({
      kind: 'full',
      rows: categories,
      etag: null,
      cursor: null,
    }));
    const alert = spyAlert();
    stubApi({ 'GET /categories': () => never() });
    renderList();
    expect(await screen.findByText('Dairy')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });
});
