/** Item areas (spec 2.16): storage zones with a movement speed class. */
export const itemAreas = {
  'itemAreas.search': 'Search Item Areas',
  'itemAreas.loading': 'Loading item areas...',
  'itemAreas.caption': 'Item areas',
  'itemAreas.empty': 'No item areas found.',
  'itemAreas.name': 'Item Area Name',
  'itemAreas.namePlaceholder': 'Enter Item Area Name',
  'itemAreas.speedClass': 'Speed Class',
  'itemAreas.speedClassPlaceholder': 'Select Speed Class',
  'itemAreas.actions': 'Actions',
  'itemAreas.editRow': 'Edit {name}',
  'itemAreas.deleteRow': 'Delete {name}',
  'itemAreas.edit': 'Edit Item Area',
  'itemAreas.delete': 'Delete Item Area',
  'itemAreas.speedSlow': 'Slow',
  'itemAreas.speedMedium': 'Medium',
  'itemAreas.speedFast': 'Fast',
} as const;
