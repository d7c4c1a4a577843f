/** The not-found page's texts (beyond the spec, which only redirected). */
export const NOT_FOUND_TEXT = {
  title: 'Page Not Found',
  heading: 'This page does not exist',
  body: (path: string) => `There is no page at ${path}. The link may be mistyped or out of date.`,
  back: 'Go to the Dashboard',
} as const;
