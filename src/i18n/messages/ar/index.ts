import type { Catalogue } from '../catalogue';
import { approvals } from './approvals';
import { common } from './common';

export const ar: Catalogue = {
  ...common,
  ...approvals,
};
