import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installStore, type BeforeInstallPromptEvent } from '../../../src/pwa/install-prompt';
import { InstallButton } from '../../../src/pwa/InstallButton';
import { updateStore } from '../../../src/pwa/register';
import { UpdatePrompt } from '../../../src/pwa/UpdatePrompt';

afterEach(() => {
  act(() => {
    updateStore.set(null);
    installStore.set(null);
  });
});

describe('update prompt', () => {
  it('appears when a new version waits and reloads only when asked', async () => {
    const applyUpdate = vi.fn();
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available.')).not.toBeInTheDocument();
    act(() => updateStore.set(applyUpdate));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');
    expect(applyUpdate).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  });
});

describe('install button', () => {
  it('is offered while the browser allows installing, and prompts once', async () => {
    render(<InstallButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    }) as BeforeInstallPromptEvent;
    act(() => installStore.set(event));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
