import { useEffect, useState } from 'react';
import { isHydrating } from '@/shared/ssr/hydration';

function pageIsLoaded(): boolean {
  return typeof document !== 'undefined' && document.readyState === 'complete';
}

/**
 * True once the page's own resources have loaded (the window's load event). Images that are not
 * in view at first wait for it, so that on a slow connection they do not share it with the
 * images in view. False while the server renders a page and while the browser hydrates it, so
 * that both render the same.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => !isHydrating() && pageIsLoaded());
  useEffect(() => {
    if (loaded) return undefined;
    if (pageIsLoaded()) {
      setLoaded(true);
      return undefined;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}
