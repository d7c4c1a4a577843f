import { use, type ComponentType } from 'react';

interface LoadedModule {
  default: ComponentType;
}

/** The loading chunk, marked settled the way React's `use` reads a promise it already knows. */
type TrackedLoad = Promise<LoadedModule> & { status?: 'fulfilled'; value?: LoadedModule };

/** A component in its own chunk whose chunk can be fetched before it first renders. */
export type PreloadableComponent = ComponentType & { preload: () => Promise<void> };

/**
 * Like React.lazy, with a preload, and no suspending once the chunk is there. React.lazy
 * suspends on its first render whatever the chunk's state; a committed Suspense fallback is
 * then kept for React's reveal throttle (300 ms) however soon the chunk arrives, and a start-up
 * paid that once for the layout and once for the screen.
 */
export function preloadable(load: () => Promise<LoadedModule>): PreloadableComponent {
  let loading: TrackedLoad | null = null;
  const start = (): TrackedLoad => {
    if (loading) return loading;
    const tracked: TrackedLoad = load().then(
      (module) => {
        tracked.status = 'fulfilled';
        tracked.value = module;
        return module;
      },
      (reason: unknown) => {
        // A failed fetch (offline, chunk gone) is tried again by the next render or preload.
        loading = null;
        throw reason;
      },
    );
    loading = tracked;
    return tracked;
  };
  function Preloaded() {
    // React reads the status and value set above: a loaded chunk renders without suspending.
    const chunk: Promise<LoadedModule> = start();
    const { default: Loaded } = use(chunk);
    return <Loaded />;
  }
  const preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(Preloaded, { preload });
}
