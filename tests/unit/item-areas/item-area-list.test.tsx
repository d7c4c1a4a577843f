import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemArea } from '../../../contract/schemas/reference';
import { ItemAreaListPage } from '../../../src/features/item-areas/ItemAreaListPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { readReferenceRow } from '../../../src/offline/reference-cache';
import {
  callsOf,
  deferred,
  failure,
  json,
  renderRoutes,
  spyAlert,
  stamp,
  stubApi,
  type ApiRoutes,
} from '../support/reference-screens';

const areas: ItemArea[] = [
  {
    itemAreaId: 1,
    name: 'Cold Room',
    speedClass: 'Fast',
    createdDate: stamp(1),
    updatedDate: stamp(1),
  },
  {
    itemAreaId: 2,
    name: 'Dry Store',
    speedClass: 'Slow',
    createdDate: stamp(1),
    updatedDate: stamp(1),
  },
  {
    itemAreaId: 3,
    name: 'Bar',
    speedClass: 'Medium',
    createdDate: stamp(1),
    updatedDate: stamp(1),
  },
];

function renderList(routes: ApiRoutes = {}) {
  const calls = stubApi({
    'GET /locations': () => json(200, { totalCount: 3, itemArea: areas }),
    ...routes,
  });
  renderRoutes([{ path: '/item-area', element: <ItemAreaListPage /> }], ['/item-area']);
  return calls;
}

function shownNames(): string[] {
  const table = screen.queryByRole('table');
  if (!table) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

beforeEach(async () => {
  await resetDatabaseForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Item area list (spec 2.16)', () => {
  it('shows the loading text, then No, Name and a speed class badge per row', async () => {
    const answer = deferred();
    renderList({ 'GET /locations': () => answer.promise });
    expect(screen.getByText('Loading item areas...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Add' })).toHaveAttribute(
      'href',
      '/item-area/create',
    );
    answer.resolve(json(200, { totalCount: 3, itemArea: areas }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No', 'Name', 'Speed Class', 'Actions']);
    expect(shownNames()).toEqual(['Bar', 'Cold Room', 'Dry Store']);
    expect(within(table).getByText('Fast')).toHaveClass('badge', 'badge-success');
    expect(within(table).getByText('Medium')).toHaveClass('badge', 'badge-info');
    expect(within(table).getByText('Slow')).toHaveClass('badge', 'badge-warning');
  });

  it('reads the data variant of /locations', async () => {
    renderList({ 'GET /locations': () => json(200, { data: areas }) });
    await screen.findByRole('table');
    expect(shownNames()).toEqual(['Bar', 'Cold Room', 'Dry Store']);
  });

  it('searches by name or by speed class', async () => {
    renderList();
    await screen.findByRole('table');
    const search = screen.getByPlaceholderText('Search Item Areas');
    await userEvent.type(search, 'cold');
    expect(shownNames()).toEqual(['Cold Room']);
    await userEvent.clear(search);
    await userEvent.type(search, 'slow');
    expect(shownNames()).toEqual(['Dry Store']);
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it');
    expect(shownNames()).toEqual([]);
  });

  it('gives every row named 44 px edit and delete icon buttons', async () => {
    renderList();
    await screen.findByRole('table');
    for (const name of ['Cold Room', 'Dry Store', 'Bar']) {
      for (const action of ['Edit', 'Delete']) {
        const button = screen.getByRole('button', { name: `${action} ${name}` });
        expect(button).toHaveClass('btn', 'icon-btn');
        expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      }
    }
  });

  it("alerts 'Failed to load item areas.' when nothing could be loaded", async () => {
    const alert = spyAlert();
    renderList({ 'GET /locations': () => failure(500) });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to load item areas.'));
  });

  it('edits a row: name and speed class, success alert, the list updates', async () => {
    const alert = spyAlert();
    const calls = renderList({
      'PUT /locations/2': (call) =>
        json(200, { ...areas[1], ...(call.body as object), updatedDate: stamp(9) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Dry Store' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Item Area' });
    const select = within(dialog).getByLabelText('Speed Class');
    expect(select).toHaveValue('Slow');
    expect(Array.from(select.querySelectorAll('option')).map((o) => o.value)).toEqual([
      '',
      'Slow',
      'Medium',
      'Fast',
    ]);
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Dry Store B');
    await userEvent.selectOptions(select, 'Medium');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Item area updated successfully.'));
    expect(callsOf(calls, 'PUT', '/locations/2')[0]?.body).toEqual({
      name: 'Dry Store B',
      speedClass: 'Medium',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toContain('Dry Store B'));
    expect(screen.getByRole('button', { name: 'Edit Dry Store B' })).toBeInTheDocument();
  });

  it("alerts 'Failed to update item area.' (or the server message) and keeps the dialog", async () => {
    const alert = spyAlert();
    let message: string | undefined = undefined;
    renderList({ 'PUT /locations/1': () => failure(message ? 409 : 500, message) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cold Room' }));
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update item area.'));
    message = 'A item area with this name already exists.';
    await userEvent.click(save);
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith(message));
    expect(screen.getByRole('dialog', { name: 'Edit Item Area' })).toBeInTheDocument();
  });

  it('Cancel closes the edit dialog without saving', async () => {
    const calls = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cold Room' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('deletes a row after confirmation and removes it from the list', async () => {
    const alert = spyAlert();
    const calls = renderList({ 'DELETE /locations/3': () => json(204) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bar' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Item Area' });
    expect(within(dialog).getByText('Are you sure you want to delete Bar?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Item area deleted successfully.'));
    expect(callsOf(calls, 'DELETE', '/locations/3')).toHaveLength(1);
    await waitFor(() => expect(shownNames()).toEqual(['Cold Room', 'Dry Store']));
    expect(await readReferenceRow('itemAreas', 3)).toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("alerts 'Failed to delete item area.' (or the 409 message) and keeps the row", async () => {
    const alert = spyAlert();
    let message: string | undefined = undefined;
    renderList({ 'DELETE /locations/1': () => failure(message ? 409 : 500, message) });
    const confirm = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Cold Room' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete Item Area' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    };
    await confirm();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete item area.'));
    message = 'This item area cannot be deleted because items refer to it.';
    await confirm();
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith(message));
    expect(shownNames()).toContain('Cold Room');
  });
});
