import { preloadable, type PreloadableComponent } from './preloadable';
import { APP_ROUTES, type ScreenName } from './route-table';

/** Each screen of the route table as its own chunk, fetched on first render or preload. */
export const SCREENS = Object.fromEntries(
  APP_ROUTES.map((route) => [
    route.screen,
    preloadable(() => route.load().then((screen) => ({ default: screen }))),
  ]),
) as Record<ScreenName, PreloadableComponent>;
