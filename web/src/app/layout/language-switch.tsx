import { Link, useLocation } from 'react-router-dom';
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
  const to = translated ? `${localizedPath(pathname, other)}${search}` : localizedPath('/', other);
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
