import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded two-core machine a render can take
// longer than that. Waiting longer changes nothing when the test passes and is not a retry.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
