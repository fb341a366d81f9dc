import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { sharedCopy } from '@/shared/copy';
import { useCopy, useLocalizedPath } from '@/shared/i18n';
import './route-error.css';

/** Shown when a route fails to render or its code chunk fails to load. */
export function RouteError() {
  const error = useRouteError();
  const copy = useCopy(sharedCopy).errorPage;
  const localized = useLocalizedPath();
  if (import.meta.env.DEV) console.error(isRouteErrorResponse(error) ? error.statusText : error);

  return (
    <section className="route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="route-error__title">
        {copy.title}
      </h1>
      <p className="route-error__text">{copy.description}</p>
      <div className="route-error__actions">
        <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
          {copy.reload}
        </button>
        <Link className="button button--primary" to={localized('/')} reloadDocument>
          {copy.home}
        </Link>
      </div>
    </section>
  );
}
