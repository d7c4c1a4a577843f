/** The departments list (spec 2.15); create and detail share ui's named-record texts. */
export const departments = {
  'departments.search': 'Search Departments',
  'departments.loading': 'Loading departments...',
  'departments.empty': 'No departments found.',
} as const;
