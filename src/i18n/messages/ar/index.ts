import type { Catalogue } from '../catalogue';
import { common } from './common';
import { app } from './app';
import { routes } from './routes';

export const ar: Catalogue = {
  ...common,
  ...app,
  ...routes,
};
