import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The panel's actions need a signed-in session; this test looks only at what the panel says.
vi.mock('../../../src/hooks/useOutboxActions', () => ({
  useOutboxActions: () => ({ retry: vi.fn(), confirm: vi.fn(), discard: vi.fn() }),
}));

const { OutboxPanel } = await import('../../../src/features/outbox/OutboxPanel');
import { STORAGE_NOT_PERSISTENT_TEXT } from '../../../src/features/outbox/outbox-text';
import { requestPersistentStorage, storagePersistence } from '../../../src/offline/device-data';

function stubStorage(persisted: boolean, granted: boolean) {
  const persist = vi.fn(() => Promise.resolve(granted));
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { persisted: () => Promise.resolve(persisted), persist },
  });
  return persist;
}

function renderPanel() {
  render(
    <MemoryRouter>
      <OutboxPanel entries={[]} onClose={() => undefined} />
    </MemoryRouter>,
  );
}

describe('persistent storage on the outbox panel (issue 37)', () => {
  afterEach(() => {
    // jsdom has no StorageManager: the stub goes.
    Reflect.deleteProperty(navigator, 'storage');
    storagePersistence.set(null);
  });

  it('asks for persistent storage and says so on the panel when the browser refuses', async () => {
    const persist = stubStorage(false, false);
    renderPanel();
    expect(screen.queryByText(STORAGE_NOT_PERSISTENT_TEXT)).toBeNull();
    await act(() => requestPersistentStorage());
    expect(persist).toHaveBeenCalledOnce();
    expect(screen.getByText(STORAGE_NOT_PERSISTENT_TEXT)).toBeInTheDocument();
  });

  it('says nothing when the storage is persistent already or once granted', async () => {
    const persist = stubStorage(true, false);
    renderPanel();
    await act(() => requestPersistentStorage());
    expect(persist).not.toHaveBeenCalled();
    expect(screen.queryByText(STORAGE_NOT_PERSISTENT_TEXT)).toBeNull();

    stubStorage(false, true);
    await act(() => requestPersistentStorage());
    expect(screen.queryByText(STORAGE_NOT_PERSISTENT_TEXT)).toBeNull();
  });
});
