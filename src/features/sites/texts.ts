/**
 * The Sites screens' and the site control's words (design: Sites and transfers, beyond the
 * spec): short, plain sentences in the style of the spec's own (spec 8).
 */
export const SITE_TEXT = {
  controlLabel: 'Site:',
  choose: 'Choose a site',
  allSites: 'All sites',
  reportSite: 'Site',
  listCaption: 'Sites',
  searchPlaceholder: 'Search Sites',
  loading: 'Loading sites...',
  loadingDetail: 'Loading site details...',
  empty: 'No sites found.',
  name: 'Site Name',
  namePlaceholder: 'Enter Site Name',
  address: 'Address',
  addressPlaceholder: 'Enter Site Address',
  submit: 'Add Site',
  adding: 'Adding...',
  added: 'Site added successfully!',
  addFailed: 'Failed to add site.',
  updated: 'Site updated successfully!',
  deleted: 'Site deleted successfully!',
  loadFailed: 'Failed to load sites.',
  notFound: 'Site not found.',
  editTitle: 'Edit Site',
  deleteTitle: 'Delete Site',
  deleteQuestion: (name: string) => `Are you sure you want to delete ${name}?`,
  /** The foot-of-menu link (beside Theme) for page Sites. */
  menuLink: 'Sites',
} as const;
