import type { departments as english } from '../en/departments';
import type { FeatureCatalogue } from '../catalogue';

export const departments: FeatureCatalogue<typeof english> = {
  'departments.search': 'البحث في الأقسام',
  'departments.loading': 'جارٍ تحميل الأقسام...',
  'departments.empty': 'لم يتم العثور على أقسام.',
};
