// @vitest-environment-options {"url": "http://warehouse.example/inventory/received-items/create"}
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScannerDialog } from '../../../src/scanner/ScannerDialog';

describe('the camera on a plain-HTTP page', () => {
  it('asks for HTTPS, naming the server settings, without asking for the camera', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    const getUserMedia = vi.fn();
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia },
      configurable: true,
    });
    render(<ScannerDialog onRead={() => ({ kind: 'unknown', code: 'x' })} onClose={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The camera needs a secure (HTTPS) connection. Ask your administrator to set TLS_CERT_FILE and TLS_KEY_FILE on the server.',
    );
    expect(getUserMedia).not.toHaveBeenCalled();
  });
});
