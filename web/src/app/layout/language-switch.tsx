import { Link, useLocation } from 'react-router-dom';
import { accessKeysOf, accessParameterOf } from '@hall/contract/access-keys';
import { hasEnglishPage, localeOfPath, localizedPath } from '@hall/contract/locales';
import { sharedCopy } from '@/shared/copy';
import { useCopy } from '@/shared/i18n';
import './language-switch.css';

/**
 * The header's link to the same page in the other language: "English" on a Korean page, "한국어" on
 * an English one (each written in the language it leads to, and marked so with `lang` and
 * `hreflang`). A page without an English version links to the English home instead.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const copy = useCopy(sharedCopy).languageSwitch;
  const other = localeOfPath(pathname) === 'en' ? 'ko' : 'en';
  const translated = hasEnglishPage(pathname);
  const to = translated ? `${localizedPath(pathname, other)}${oneSpellingOf(search)}` : localizedPath('/', other);
  return (
    <Link
      to={to}
      className="language-switch"
      lang={other}
      hrefLang={other}
      title={translated ? copy.description : undefined}
    >
      <svg className="language-switch__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9M12 3c-2.5 2.6-3.8 5.6-3.8 9s1.3 6.4 3.8 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      {copy.label}
    </Link>
  );
}

/**
 * The query in one spelling: parameters sorted by name (stably), `access` as its services in their
 * order. The cms serves a cached page to every spelling of its query that it keys alike
 * (cms/src/http-cache/keys.ts: `?b=2&a=1` as `?a=1&b=2`, `access=wheelchair&access=captions` as
 * `access=captions,wheelchair`), so nothing a page renders may depend on the spelling: the page
 * rendered for one would not match the one the browser hydrates.
 */
export function oneSpellingOf(search: string): string {
  const params = new URLSearchParams(search);
  if (params.has('access')) {
    const access = accessParameterOf(accessKeysOf(params.getAll('access')));
    params.delete('access');
    if (access) params.append('access', access);
  }
  params.sort();
  // A comma needs no escaping in a query; the address stays as readable as the page's own.
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `?${query}` : '';
}
