import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ItemAreaCreatePage } from '../../../src/features/item-areas/ItemAreaCreatePage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { readReference } from '../../../src/offline/reference-cache';
import {
  callsOf,
  deferred,
  failure,
  json,
  renderRoutes,
  spyAlert,
  stamp,
  stubApi,
  formOf,
} from '../support/reference-screens';

const created = {
  itemAreaId: 5,
  name: 'Cold Room',
  speedClass: 'Fast',
  createdDate: stamp(4),
  updatedDate: stamp(4),
};

function renderCreate() {
  return renderRoutes(
    [{ path: '/item-area/create', element: <ItemAreaCreatePage /> }],
    ['/item-area', '/item-area/create'],
  );
}

async function fill() {
  await userEvent.type(screen.getByLabelText('Item Area Name'), ' Cold Room ');
  await userEvent.selectOptions(screen.getByLabelText('Speed Class'), 'Fast');
}

beforeEach(async () => {
  await resetDatabaseForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Item area create (spec 2.16)', () => {
  it('offers the speed classes Slow, Medium and Fast', () => {
    stubApi({});
    renderCreate();
    const select = screen.getByLabelText('Speed Class');
    const options = Array.from(select.querySelectorAll('option')).map((option) => option.value);
    expect(options).toEqual(['', 'Slow', 'Medium', 'Fast']);
    expect(select).toBeRequired();
    expect(screen.getByLabelText('Item Area Name')).toBeRequired();
  });

  it('sends nothing until a name and a speed class are chosen', async () => {
    const calls = stubApi({});
    renderCreate();
    await userEvent.type(screen.getByLabelText('Item Area Name'), 'Cold Room');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item Area' }));
    expect(calls).toHaveLength(0);
  });

  it('adds the area, alerts, caches it and goes to /item-area', async () => {
    const alert = spyAlert();
    const calls = stubApi({ 'POST /locations': () => json(201, created) });
    renderCreate();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Add Item Area' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/item-area$/));
    expect(alert).toHaveBeenCalledWith('Item area added successfully.');
    expect(callsOf(calls, 'POST', '/locations')[0]?.body).toEqual({
      name: 'Cold Room',
      speedClass: 'Fast',
    });
    expect((await readReference('itemAreas')).rows).toEqual([created]);
  });

  it("shows 'Adding...' and ignores a second submit while sending", async () => {
    spyAlert();
    const answer = deferred();
    const calls = stubApi({ 'POST /locations': () => answer.promise });
    renderCreate();
    await fill();
    const form = formOf(screen.getByRole('button', { name: 'Add Item Area' }));
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    answer.resolve(json(201, created));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/item-area$/));
    expect(callsOf(calls, 'POST', '/locations')).toHaveLength(1);
  });

  it('alerts the fallback, or the server message, when the add fails', async () => {
    const alert = spyAlert();
    let message: string | undefined = undefined;
    stubApi({ 'POST /locations': () => failure(message ? 409 : 500, message) });
    renderCreate();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Add Item Area' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to add item area. Please try again.'),
    );
    message = 'A item area with this name already exists.';
    await userEvent.click(screen.getByRole('button', { name: 'Add Item Area' }));
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith(message));
    expect(screen.getByTestId('location')).toHaveTextContent('/item-area/create');
  });
});
