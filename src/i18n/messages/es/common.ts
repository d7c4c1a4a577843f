import type { common as english } from '../en/common';
import type { FeatureCatalogue } from '../catalogue';

export const common: FeatureCatalogue<typeof english> = {
  'common.language': 'Idioma',
};
