/** `npm run demo`: not built yet; the demo-data work replaces this. */
export function prepareDemo(_env: NodeJS.ProcessEnv): Promise<void> {
  return Promise.reject(new Error('The demo database is not built yet.'));
}
