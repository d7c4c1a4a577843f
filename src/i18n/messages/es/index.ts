import type { Catalogue } from '../catalogue';
import { approvals } from './approvals';
import { common } from './common';

export const es: Catalogue = {
  ...common,
  ...approvals,
};
