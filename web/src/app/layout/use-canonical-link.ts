import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { canonicalUrl } from '@/shared/ssr/canonical';

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
  }, [pathname, search]);
}
