import type { Catalogue } from '../catalogue';
import { common } from './common';

export const de: Catalogue = {
  ...common,
};
