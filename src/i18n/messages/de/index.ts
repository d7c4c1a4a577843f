import type { Catalogue } from '../catalogue';
import { common } from './common';
import { outbox } from './outbox';
import { ui } from './ui';
import { app } from './app';
import { routes } from './routes';

export const de: Catalogue = {
  ...common,
  ...outbox,
  ...ui,
  ...app,
  ...routes,
};
