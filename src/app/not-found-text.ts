import { translate } from '../i18n';

/** The not-found page's texts (beyond the spec, which only redirected), in the current language. */
export const NOT_FOUND_TEXT = {
  get title() {
    return translate('app.notFoundTitle');
  },
  get heading() {
    return translate('app.notFoundHeading');
  },
  body: (path: string) => translate('app.notFoundBody', { path }),
  get back() {
    return translate('app.notFoundBack');
  },
};
