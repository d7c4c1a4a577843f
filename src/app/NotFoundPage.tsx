import { Link, useLocation } from 'react-router-dom';
import { useT } from '../i18n';
import { HOME_PATH } from '../lib/routes';

/**
 * An unknown URL inside the layout: says so (a mistyped or outdated link is not the dashboard)
 * and offers the way back, instead of a silent redirect.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <section className="card not-found" aria-labelledby="not-found-heading">
      <h2 id="not-found-heading">{t('app.notFoundHeading')}</h2>
      <p>{t('app.notFoundBody', { path: pathname })}</p>
      <Link className="btn btn-primary" to={HOME_PATH}>
        {t('app.notFoundBack')}
      </Link>
    </section>
  );
}
