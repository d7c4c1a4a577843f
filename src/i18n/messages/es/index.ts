import type { Catalogue } from '../catalogue';
import { common } from './common';
import { app } from './app';
import { routes } from './routes';

export const es: Catalogue = {
  ...common,
  ...app,
  ...routes,
};
