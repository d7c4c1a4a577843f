import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCANNER_TEXT } from '../../../contract/messages';
import { cameraSupportProblem, problemOfError } from '../../../src/scanner/camera';
import { ScannerDialog } from '../../../src/scanner/ScannerDialog';

function stubMediaDevices(value: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });
}

function rejectingCamera(name: string) {
  return {
    getUserMedia: vi.fn(() => Promise.reject(new DOMException('nope', name))),
    enumerateDevices: vi.fn(() => Promise.resolve([])),
  };
}

function openDialog() {
  render(<ScannerDialog onRead={() => ({ kind: 'unknown', code: 'x' })} onClose={vi.fn()} />);
}

describe('camera problems have clear messages', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  });
  afterEach(() => {
    stubMediaDevices(undefined);
  });

  it('no camera: no camera API at all', async () => {
    stubMediaDevices(undefined);
    openDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent(SCANNER_TEXT.noCamera);
    expect(SCANNER_TEXT.noCamera).toBe('No camera was found on this device.');
  });

  it('no camera: the browser finds none', async () => {
    const media = rejectingCamera('NotFoundError');
    stubMediaDevices(media);
    openDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent(SCANNER_TEXT.noCamera);
    expect(media.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
      }),
    );
  });

  it('permission denied', async () => {
    stubMediaDevices(rejectingCamera('NotAllowedError'));
    openDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Camera permission was denied. Allow camera access in the browser settings to scan.',
    );
  });

  it('a camera that cannot start says so', async () => {
    stubMediaDevices(rejectingCamera('NotReadableError'));
    openDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent(SCANNER_TEXT.cameraFailed);
  });

  it('an insecure page outside localhost', () => {
    const media = rejectingCamera('NotAllowedError') as unknown as MediaDevices;
    const env = { isSecureContext: false, mediaDevices: undefined };
    expect(cameraSupportProblem({ ...env, hostname: 'warehouse.example' })).toBe('insecure');
    expect(cameraSupportProblem({ ...env, hostname: 'localhost' })).toBe('noCamera');
    expect(
      cameraSupportProblem({
        isSecureContext: true,
        hostname: 'warehouse.example',
        mediaDevices: media,
      }),
    ).toBeNull();
    expect(problemOfError(new DOMException('x', 'PermissionDeniedError'))).toBe('denied');
    expect(problemOfError(new DOMException('x', 'OverconstrainedError'))).toBe('noCamera');
  });
});
