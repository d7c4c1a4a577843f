/** The categories list (spec 2.14); create and detail share ui's named-record texts. */
export const categories = {
  'categories.search': 'Search Categories',
  'categories.loading': 'Loading categories...',
  'categories.empty': 'No categories found.',
  'categories.descriptions': 'Descriptions',
} as const;
