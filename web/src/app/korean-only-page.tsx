import { Link, useLoaderData } from 'react-router-dom';
import { sharedCopy } from '@/shared/copy';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useCopy, useLocalizedPath } from '@/shared/i18n';
import '@/shared/ui/route-error.css';

/**
 * /en/<a page without English> (login, sign-up, My page, the rental form): says so in English and
 * links to the Korean page; an address the Korean site does not have either is "not found". The
 * server marks both noindex (entry-server.tsx).
 */
export function KoreanOnlyPage() {
  const { koreanPath } = useLoaderData() as { koreanPath: string | null };
  const copy = useCopy(sharedCopy).koreanOnly;
  const localized = useLocalizedPath();
  const title = koreanPath ? copy.title : copy.notFoundTitle;
  useDocumentTitle(title, koreanPath ? copy.description : copy.notFoundDescription);

  return (
    <section className="route-error" aria-labelledby="korean-only-title">
      <h1 id="korean-only-title" className="route-error__title">
        {title}
      </h1>
      <p className="route-error__text">{koreanPath ? copy.description : copy.notFoundDescription}</p>
      <div className="route-error__actions">
        <Link className="button button--ghost" to={localized('/')}>
          {copy.home}
        </Link>
        {koreanPath ? (
          <Link className="button button--primary" to={koreanPath} hrefLang="ko">
            {copy.link}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
