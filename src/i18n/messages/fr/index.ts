import type { Catalogue } from '../catalogue';
import { activity } from './activity';
import { common } from './common';

export const fr: Catalogue = {
  ...common,
  ...activity,
};
