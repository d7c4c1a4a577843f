import type { Catalogue } from '../catalogue';
import { approvals } from './approvals';
import { common } from './common';

export const de: Catalogue = {
  ...common,
  ...approvals,
};
