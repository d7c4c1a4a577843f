import type { Catalogue } from '../catalogue';
import { activity } from './activity';
import { common } from './common';

export const ar: Catalogue = {
  ...common,
  ...activity,
};
