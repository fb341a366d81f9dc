import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { stripLocale } from '@hall/contract/locales';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { sharedCopy } from '@/shared/copy';
import { useCopy, useLocalizedPath } from '@/shared/i18n';
import { useAuth } from '@/shared/auth/auth-store';
import { useLogout } from '@/shared/auth/use-logout';
import { ACCOUNT_NAV, MAIN_NAV, MEMBER_NAV } from '@/shared/navigation';
import { SearchBox } from '@/features/search/components/search-box';
import { HallMark } from './hall-mark';
import { LanguageSwitch } from './language-switch';
import './header.css';

export function Header() {
  const { data: config } = useSiteConfig();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const auth = useAuth();
  const logout = useLogout();
  const copy = useCopy(sharedCopy);
  const localized = useLocalizedPath();

  // A navigation closes the mobile menu (a new search on /search too).
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const hallName = config?.hallName;
  // The Korean site's path of the page shown: the menu marks its section in either language.
  const pagePath = stripLocale(location.pathname);

  return (
    <header className={`site-header${menuOpen ? ' is-menu-open' : ''}`}>
      <div className="site-header__inner">
        <Link
          to={localized('/')}
          className="site-header__logo"
          aria-label={copy.homeLinkLabel(hallName ?? copy.hallNameFallback)}
        >
          <HallMark className="site-header__mark" />
          <span className="site-header__name" aria-hidden="true">
            {hallName ?? ''}
          </span>
        </Link>

        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? copy.menuClose : copy.menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="site-header__toggle-bar" aria-hidden="true" />
          <span className="site-header__toggle-bar" aria-hidden="true" />
          <span className="site-header__toggle-bar" aria-hidden="true" />
        </button>

        <div id={menuId} className="site-header__menu">
          <nav className="site-header__nav" aria-label={copy.nav.label}>
            <ul>
              {MAIN_NAV.map((item) => {
                const isCurrentSection = (item.sections ?? []).some(
                  (prefix) => pagePath === prefix || pagePath.startsWith(`${prefix}/`),
                );
                return (
                  <li key={item.to}>
                    <Link
                      to={localized(item.to)}
                      className={`site-header__link${isCurrentSection ? ' is-active' : ''}`}
                      aria-current={pagePath === item.to ? 'page' : isCurrentSection ? 'true' : undefined}
                    >
                      {item.label(copy)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <SearchBox />
          <nav className="site-header__account" aria-label={copy.account.label} aria-busy={auth.status === 'unknown'}>
            {/* Nothing while the auth state is unknown, so the links do not flicker. */}
            <ul>
              {auth.status === 'anonymous'
                ? ACCOUNT_NAV.map((item) => (
                    <li key={item.to}>
                      <Link to={localized(item.to)} className="site-header__account-link">
                        {item.label(copy)}
                      </Link>
                    </li>
                  ))
                : null}
              {auth.status === 'authenticated' ? (
                <>
                  {MEMBER_NAV.map((item) => (
                    <li key={item.to}>
                      <Link
                        to={localized(item.to)}
                        className="site-header__account-link"
                        aria-current={pagePath.startsWith('/my/') ? 'page' : undefined}
                      >
                        {item.label(copy)}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      className="site-header__account-link site-header__logout"
                      onClick={() => void logout()}
                    >
                      {copy.account.logout}
                    </button>
                  </li>
                </>
              ) : null}
            </ul>
          </nav>
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
