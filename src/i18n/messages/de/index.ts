import type { Catalogue } from '../catalogue';
import { common } from './common';
import { items } from './items';

export const de: Catalogue = {
  ...common,
  ...items,
};
