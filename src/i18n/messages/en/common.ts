/** Texts shared by many screens. English is the spec's, letter for letter. */
export const common = {
  'common.language': 'Language',
} as const;
