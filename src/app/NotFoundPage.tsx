import { Link, useLocation } from 'react-router-dom';
import { NOT_FOUND_TEXT } from './not-found-text';
import { HOME_PATH } from '../lib/routes';

/**
 * An unknown URL inside the layout: says so (a mistyped or outdated link is not the dashboard)
 * and offers the way back, instead of a silent redirect.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="card not-found" aria-labelledby="not-found-heading">
      <h2 id="not-found-heading">{NOT_FOUND_TEXT.heading}</h2>
      <p>{NOT_FOUND_TEXT.body(pathname)}</p>
      <Link className="btn btn-primary" to={HOME_PATH}>
        {NOT_FOUND_TEXT.back}
      </Link>
    </section>
  );
}
