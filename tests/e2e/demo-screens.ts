import axe, { type AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { MAIN_SITE_ID } from '../../contract/paths';
import { seedDemoData } from '../../server/demo/seed';
import { APP_ROUTES } from '../../src/app/route-table';
import type { LiveServer } from '../support/live-server';

/**
 * The demo data on a live server (charts, badges, long tables) and every route of the app with
 * a real id in place of `:id`: the screens the browser walks (accessibility, languages).
 */
export async function seedDemoScreens(server: LiveServer): Promise<{
  admin: { name: string; password: string };
  screens: { url: string; title: string }[];
}> {
  const db = server.handle.db;
  // The demo brings its own users (some share the test users' names).
  await db.deleteFrom('users').execute();
  const admin = (await seedDemoData(db, server.engine)).find(
    (user) => user.role === 'Administrator',
  );
  if (!admin) throw new Error('the demo has no Administrator');
  const first = async (
    table:
      | 'items'
      | 'users'
      | 'suppliers'
      | 'categories'
      | 'departments'
      | 'stocktakes'
      | 'purchase_orders'
      | 'transfers',
  ) => (await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const ids: Record<string, number> = {
    items: await first('items'),
    users: await first('users'),
    suppliers: await first('suppliers'),
    categories: await first('categories'),
    departments: await first('departments'),
    stocktakes: await first('stocktakes'),
    'purchase-orders': await first('purchase_orders'),
    // Site Detail (issue 34): Main, which every database has.
    sites: MAIN_SITE_ID,
    // Transfer Detail: the demo's transfers (issue 34).
    transfers: await first('transfers'),
  };
  const screens = APP_ROUTES.map((route) => ({
    url: route.path.replace(/^\/([\w-]+)\/:id/, (_match, table: string) => {
      const id = ids[table];
      if (id === undefined) throw new Error(`no id for ${route.path}`);
      return `/${table}/${id}`;
    }),
    title: route.title,
  }));
  return { admin, screens };
}

/** Injects axe-core through CDP (so the app's CSP does not apply) and runs it on the page. */
export async function runAxe(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(axe.source);
  const results = await page.evaluate<AxeResults>(
    'window.axe.run(document, { resultTypes: ["violations"] })',
  );
  return results.violations;
}

/**
 * Moves the app to `url` as its own links do (history and popstate, which React Router
 * follows), so the app and axe stay loaded: a full page load per screen would double the time.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate(
    `window.history.pushState(null, '', ${JSON.stringify(url)});
     window.dispatchEvent(new PopStateEvent('popstate'));`,
  );
  await page.waitForURL((current) => `${current.pathname}${current.search}` === url);
}

/**
 * One detail screen for each status of the records whose actions depend on it (a purchase order
 * awaiting approval offers Reject, a transfer in transit Receive and Cancel, an open stocktake
 * Post and Cancel), so that a walk meets every dialog those screens offer.
 */
export async function statusScreens(server: LiveServer): Promise<string[]> {
  const db = server.handle.db;
  const firstOfEach = (rows: { id: number; status: string }[], path: string) => {
    const seen = new Set<string>();
    return rows.flatMap((row) => {
      if (seen.has(row.status)) return [];
      seen.add(row.status);
      return [`/${path}/${row.id}`];
    });
  };
  return [
    ...firstOfEach(
      await db.selectFrom('purchase_orders').select(['id', 'status']).orderBy('id').execute(),
      'purchase-orders',
    ),
    ...firstOfEach(
      await db.selectFrom('transfers').select(['id', 'status']).orderBy('id').execute(),
      'transfers',
    ),
    ...firstOfEach(
      await db.selectFrom('stocktakes').select(['id', 'status']).orderBy('id').execute(),
      'stocktakes',
    ),
  ];
}
