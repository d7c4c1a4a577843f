import {
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { CameraError, openCamera, stopStream, type CameraProblem } from './camera';
import { loadDecoder } from './decoder';

/** Counts visibility changes, so a camera restarted after the page was hidden is a new one. */
let visibilityEpoch = 0;
const visibilityListeners = new Set<() => void>();

function onVisibilityChange() {
  visibilityEpoch += 1;
  visibilityListeners.forEach((listener) => listener());
}

function subscribeVisibility(onChange: () => void) {
  if (visibilityListeners.size === 0) {
    document.addEventListener('visibilitychange', onVisibilityChange);
  }
  visibilityListeners.add(onChange);
  return () => {
    visibilityListeners.delete(onChange);
    if (visibilityListeners.size === 0) {
      document.removeEventListener('visibilitychange', onVisibilityChange);
    }
  };
}

/** The page's visibility epoch: the camera is stopped while the page is hidden. */
function usePageVisibility(): { visible: boolean; epoch: number } {
  const epoch = useSyncExternalStore(
    subscribeVisibility,
    () => visibilityEpoch,
    () => 0,
  );
  return { visible: document.visibilityState !== 'hidden', epoch };
}

export type CameraState =
  | { status: 'starting' }
  | { status: 'scanning'; cameras: MediaDeviceInfo[]; track: MediaStreamTrack | undefined }
  | { status: 'error'; problem: CameraProblem };

const STARTING: CameraState = { status: 'starting' };

/**
 * Runs the camera into `video` and the decoder over it while mounted and the page is visible;
 * every track is stopped on unmount, on a camera change and when the page is hidden.
 */
export function useCameraScan(
  deviceId: string | undefined,
  onCode: (code: string) => void,
): { video: RefObject<HTMLVideoElement | null>; camera: CameraState } {
  const video = useRef<HTMLVideoElement>(null);
  const { visible, epoch } = usePageVisibility();
  const key = `${deviceId ?? ''}|${String(epoch)}`;
  const [state, setState] = useState<{ key: string; value: CameraState }>({ key, value: STARTING });
  const latest = useRef(onCode);
  // In the commit, like useWedgeScan: a read right after a render uses that render's handler.
  useLayoutEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    const element = video.current;
    if (!visible || !element) return;
    let cancelled = false;
    const isCancelled = () => cancelled;
    let stream: MediaStream | null = null;
    let stopDecoding: (() => void) | null = null;
    const start = async () => {
      try {
        const [opened, startDecoding] = await Promise.all([openCamera(deviceId), loadDecoder()]);
        if (isCancelled()) {
          stopStream(opened.stream);
          return;
        }
        stream = opened.stream;
        element.srcObject = stream;
        await element.play();
        if (isCancelled()) return;
        stopDecoding = startDecoding(element, (code) => latest.current(code));
        const track = stream.getVideoTracks()[0];
        setState({ key, value: { status: 'scanning', cameras: opened.cameras, track } });
      } catch (error) {
        if (isCancelled()) return;
        const problem = error instanceof CameraError ? error.problem : 'failed';
        setState({ key, value: { status: 'error', problem } });
      }
    };
    void start();
    return () => {
      cancelled = true;
      stopDecoding?.();
      stopStream(stream);
      element.srcObject = null;
    };
  }, [deviceId, visible, key]);

  return { video, camera: state.key === key ? state.value : STARTING };
}
