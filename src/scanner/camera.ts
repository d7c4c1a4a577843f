import { SCANNER_TEXT } from '../../contract/messages';

/** Why the camera cannot be used; each has one clear message (design: Scanning). */
export type CameraProblem = 'insecure' | 'noCamera' | 'denied' | 'failed';

export const CAMERA_MESSAGES: Record<CameraProblem, string> = {
  insecure: SCANNER_TEXT.insecure,
  noCamera: SCANNER_TEXT.noCamera,
  denied: SCANNER_TEXT.permissionDenied,
  failed: SCANNER_TEXT.cameraFailed,
};

export interface CameraEnvironment {
  isSecureContext: boolean;
  hostname: string;
  mediaDevices: MediaDevices | undefined;
}

function currentEnvironment(): CameraEnvironment {
  return {
    isSecureContext: window.isSecureContext,
    hostname: window.location.hostname,
    // Absent outside a secure context, and on browsers without cameras.
    mediaDevices: (navigator as Partial<Navigator>).mediaDevices,
  };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A problem known before asking for the camera: insecure page, or no camera API at all. */
export function cameraSupportProblem(env: CameraEnvironment = currentEnvironment()) {
  if (!env.isSecureContext && !LOCAL_HOSTS.has(env.hostname)) return 'insecure' as const;
  if (!env.mediaDevices || typeof env.mediaDevices.getUserMedia !== 'function') {
    return 'noCamera' as const;
  }
  return null;
}

/** What a getUserMedia failure means for the user. */
export function problemOfError(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'SecurityError':
      return window.isSecureContext ? 'denied' : 'insecure';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    default:
      return 'failed';
  }
}

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(CAMERA_MESSAGES[problem]);
    this.name = 'CameraError';
  }
}

const REAR_LABEL = /back|rear|environment/i;

/** The rear camera among the video inputs, by its label (labels show once permission is given). */
export function pickRearCamera(devices: readonly MediaDeviceInfo[]): MediaDeviceInfo | undefined {
  return devices.find((device) => device.kind === 'videoinput' && REAR_LABEL.test(device.label));
}

export async function listCameras(): Promise<MediaDeviceInfo[]> {
  const media = (navigator as Partial<Navigator>).mediaDevices;
  if (!media?.enumerateDevices) return [];
  const devices = await media.enumerateDevices();
  return devices.filter((device) => device.kind === 'videoinput');
}

/**
 * Opens a camera: the chosen one, else the rear one (facingMode environment), switching to a
 * camera labelled back/rear when the browser picked another. Throws CameraError.
 */
export async function openCamera(
  deviceId?: string,
): Promise<{ stream: MediaStream; cameras: MediaDeviceInfo[] }> {
  const problem = cameraSupportProblem();
  if (problem) throw new CameraError(problem);
  const media = navigator.mediaDevices;
  const video: MediaTrackConstraints = deviceId
    ? { deviceId: { exact: deviceId } }
    : { facingMode: { ideal: 'environment' } };
  let stream: MediaStream;
  try {
    stream = await media.getUserMedia({
      audio: false,
      video: { ...video, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
  } catch (error) {
    throw new CameraError(problemOfError(error));
  }
  const cameras = await listCameras().catch(() => []);
  if (deviceId) return { stream, cameras };
  const rear = pickRearCamera(cameras);
  const current = stream.getVideoTracks()[0]?.getSettings().deviceId;
  if (!rear || rear.deviceId === current) return { stream, cameras };
  try {
    const rearStream = await media.getUserMedia({
      audio: false,
      video: { deviceId: { exact: rear.deviceId } },
    });
    stopStream(stream);
    return { stream: rearStream, cameras };
  } catch {
    return { stream, cameras };
  }
}

/** Stops every track: the camera light goes off. */
export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

export function torchSupported(track: MediaStreamTrack | undefined): boolean {
  if (!track || typeof track.getCapabilities !== 'function') return false;
  return (track.getCapabilities() as TorchCapabilities).torch === true;
}

export async function setTorch(track: MediaStreamTrack, on: boolean): Promise<void> {
  await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}
