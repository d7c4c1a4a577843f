import type { categories as english } from '../en/categories';
import type { FeatureCatalogue } from '../catalogue';

export const categories: FeatureCatalogue<typeof english> = {
  'categories.search': 'البحث في الفئات',
  'categories.loading': 'جارٍ تحميل الفئات...',
  'categories.empty': 'لم يتم العثور على فئات.',
  'categories.descriptions': 'الأوصاف',
};
