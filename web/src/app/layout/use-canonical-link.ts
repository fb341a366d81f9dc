import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { alternateUrls, canonicalUrl } from '@/shared/ssr/canonical';

/**
 * Keeps `<link rel="canonical">` and `og:url` on the page shown, after client navigations. The
 * server rendered them on the public origin (PUBLIC_URL), which the page keeps; a page the browser
 * rendered itself uses its own origin.
 */
export function useCanonicalLink(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const origin = link ? new URL(link.href).origin : window.location.origin;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = canonicalUrl(origin, { pathname, search });
    document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.setAttribute('content', link.href);
    // The page's other language follows it too (a page in one language has none).
    for (const alternate of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) alternate.remove();
    for (const { hreflang, href } of alternateUrls(origin, { pathname, search })) {
      const alternate = document.createElement('link');
      alternate.rel = 'alternate';
      alternate.hreflang = hreflang;
      alternate.href = href;
      document.head.append(alternate);
    }
  }, [pathname, search]);
}
