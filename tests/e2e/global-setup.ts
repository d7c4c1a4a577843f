import { buildIfStale } from '../../scripts/build-if-stale';

/** Browser tests run against the built app: build it once before them when it is stale. */
export default function setup(): void {
  buildIfStale();
}
