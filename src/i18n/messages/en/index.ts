/**
 * The English catalogue: the spec's texts and the default. Each feature's keys live in its own
 * file (`<feature>.<key>`); this file only merges them. The other languages' catalogues are
 * typed against these keys, so a key missing in any language fails the type check.
 */
import { common } from './common';
import { scanner } from './scanner';
import { labels } from './labels';
import { imports } from './imports';
import { notifications } from './notifications';
import { offline } from './offline';
import { dashboard } from './dashboard';
import { auth } from './auth';
import { users } from './users';
import { sites } from './sites';
import { itemAreas } from './itemAreas';
import { suppliers } from './suppliers';
import { departments } from './departments';
import { categories } from './categories';
import { outbox } from './outbox';
import { ui } from './ui';
import { app } from './app';
import { routes } from './routes';

export const en = {
  ...common,
  ...scanner,
  ...labels,
  ...imports,
  ...notifications,
  ...offline,
  ...dashboard,
  ...auth,
  ...users,
  ...sites,
  ...itemAreas,
  ...suppliers,
  ...departments,
  ...categories,
  ...outbox,
  ...ui,
  ...app,
  ...routes,
};

export type MessageId = keyof typeof en;
