import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { ConsentGate } from '@/shared/auth/guards';
import { sharedCopy } from '@/shared/copy';
import { useCopy, useLocale } from '@/shared/i18n';
import { PATHS_WITHOUT_FOOTER } from '@/shared/navigation';
import { Footer } from './footer';
import { Header } from './header';
import { useLoadingWhile } from '@/shared/ui/loading';
import { useCanonicalLink } from './use-canonical-link';
import './layout.css';

/** Page frame: skip link, header, main landmark, footer (hidden on login and signup). */
export function Layout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  useLoadingWhile(navigation.state === 'loading');
  useCanonicalLink();
  const copy = useCopy(sharedCopy);
  const locale = useLocale();
  // After a client navigation into the other language, the document says which one it is in.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const showFooter = !PATHS_WITHOUT_FOOTER.some((path) => pathname === path || pathname.startsWith(`${path}/`));

  return (
    <div className="site">
      <a className="skip-link" href="#main-content">
        {copy.skipToContent}
      </a>
      <Header />
      <ConsentGate />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      {showFooter ? <Footer /> : null}
      <ScrollRestoration />
    </div>
  );
}
